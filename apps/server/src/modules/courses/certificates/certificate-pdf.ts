import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFFont, PDFImage, PDFPage } from 'pdf-lib';
import { PDFDocument, rgb } from 'pdf-lib';

/** A4 landscape in PDF points (1/72 in). */
const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = 36;
const INK = rgb(0.09, 0.1, 0.16);
const MUTED = rgb(0.35, 0.37, 0.45);
const ACCENT = rgb(0.12, 0.33, 0.75);

const require = createRequire(import.meta.url);

/**
 * fontkit, as pdf-lib's `registerFontkit` takes it, with each font file parsed once per process:
 * pdf-lib asks `create` for every document, and parsing DejaVu Sans (700 KB) twice per certificate
 * was most of its cost. A parsed font is only read from (each document makes its own subset).
 */
const parsedFonts = new WeakMap<Uint8Array, ReturnType<typeof fontkit.create>>();
const fontkitOncePerFile: typeof fontkit = {
  ...fontkit,
  create(data, postscriptName) {
    if (postscriptName !== undefined) return fontkit.create(data, postscriptName);
    let parsed = parsedFonts.get(data);
    if (!parsed) {
      parsed = fontkit.create(data);
      parsedFonts.set(data, parsed);
    }
    return parsed;
  },
};
let fonts: Promise<{ regular: Buffer; bold: Buffer }> | null = null;

/** DejaVu Sans (the dejavu-fonts-ttf package; free licence, every Latin accent), read once. */
function fontFiles() {
  fonts ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fonts;
}

/** Every text the certificate prints, already in the academy's words (the catalogue, with overrides). */
export interface CertificateLines {
  academyName: string;
  title: string;
  /** The admin's text above the name, or the catalogue's default. */
  intro: string;
  memberName: string;
  completedCourse: string;
  courseTitle: string;
  /** 'com carga horária de 3 horas, em 29 de novembro de 2026.' */
  details: string;
  codeLine: string;
  verifyLine: string;
  /** Title metadata of the file. */
  documentTitle: string;
}

/** The logo's bytes when it is a PNG or a JPEG (what PDF embeds); other images are left out. */
export interface CertificateLogo {
  bytes: Buffer;
  type: 'png' | 'jpeg';
}

function centred(page: PDFPage, text: string, font: PDFFont, size: number, y: number, color = INK) {
  const width = font.widthOfTextAtSize(text, size);
  page.drawText(text, { x: (PAGE.width - width) / 2, y, size, font, color });
}

/** The largest size up to `size` at which the text fits the width (never below 60 % of it). */
function fittingSize(text: string, font: PDFFont, size: number, width: number): number {
  const natural = font.widthOfTextAtSize(text, size);
  return natural <= width ? size : Math.max(size * 0.6, (size * width) / natural);
}

/** Cuts a text too long for the line at the last whole word that fits, with an ellipsis. */
function fitted(text: string, font: PDFFont, size: number, width: number): string {
  if (font.widthOfTextAtSize(text, size) <= width) return text;
  const chars = [...text];
  while (chars.length > 1 && font.widthOfTextAtSize(`${chars.join('').trimEnd()}…`, size) > width) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

async function embedLogo(pdf: PDFDocument, logo: CertificateLogo | null): Promise<PDFImage | null> {
  if (!logo) return null;
  try {
    return logo.type === 'png' ? await pdf.embedPng(logo.bytes) : await pdf.embedJpg(logo.bytes);
  } catch {
    // A logo pdf-lib cannot read (an unusual PNG variant, say) leaves the certificate without one.
    return null;
  }
}

/**
 * The certificate as a one-page PDF, A4 landscape, with DejaVu Sans embedded (subset) so every
 * accent prints and the text can be copied. Resolves with the file's bytes.
 */
export async function renderCertificatePdf(lines: CertificateLines, logo: CertificateLogo | null): Promise<Buffer> {
  const files = await fontFiles();
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkitOncePerFile);
  pdf.setTitle(lines.documentTitle);
  pdf.setAuthor(lines.academyName);
  pdf.setCreator(lines.academyName);
  pdf.setLanguage('pt-BR');
  const [regular, bold] = await Promise.all([
    pdf.embedFont(files.regular, { subset: true }),
    pdf.embedFont(files.bold, { subset: true }),
  ]);
  const page = pdf.addPage([PAGE.width, PAGE.height]);
  const inner = PAGE.width - 2 * MARGIN - 60;
  page.drawRectangle({
    x: MARGIN / 2,
    y: MARGIN / 2,
    width: PAGE.width - MARGIN,
    height: PAGE.height - MARGIN,
    borderColor: ACCENT,
    borderWidth: 3,
  });
  page.drawRectangle({
    x: MARGIN / 2 + 8,
    y: MARGIN / 2 + 8,
    width: PAGE.width - MARGIN - 16,
    height: PAGE.height - MARGIN - 16,
    borderColor: ACCENT,
    borderWidth: 0.75,
  });

  let y = PAGE.height - MARGIN - 30;
  const image = await embedLogo(pdf, logo);
  if (image) {
    const scale = Math.min(56 / image.height, 200 / image.width, 1);
    const { width, height } = image.scale(scale);
    page.drawImage(image, { x: (PAGE.width - width) / 2, y: y - height + 10, width, height });
    y -= height + 14;
  }
  centred(page, fitted(lines.academyName, bold, 16, inner), bold, 16, y, MUTED);
  y -= 56;
  centred(page, fitted(lines.title, bold, 34, inner), bold, 34, y, ACCENT);
  y -= 52;
  centred(page, fitted(lines.intro, regular, 16, inner), regular, 16, y);
  y -= 50;
  const nameSize = fittingSize(lines.memberName, bold, 32, inner);
  centred(page, fitted(lines.memberName, bold, nameSize, inner), bold, nameSize, y);
  y -= 42;
  centred(page, fitted(lines.completedCourse, regular, 16, inner), regular, 16, y);
  y -= 36;
  const courseSize = fittingSize(lines.courseTitle, bold, 22, inner);
  centred(page, fitted(lines.courseTitle, bold, courseSize, inner), bold, courseSize, y);
  y -= 34;
  centred(page, fitted(lines.details, regular, 14, inner), regular, 14, y);

  centred(page, fitted(lines.codeLine, bold, 11, inner), bold, 11, MARGIN + 34, MUTED);
  centred(page, fitted(lines.verifyLine, regular, 10, inner), regular, 10, MARGIN + 18, MUTED);
  return Buffer.from(await pdf.save());
}
