import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import type { InspectInput, Inspection } from '../parser-protocol.js';
import { pdfText } from './pdf-text.js';
import { sanitizeSvg } from './svg-sanitizer.js';

/** The size a raster image's header states (image-size reads headers only, never the pixels). */
function dimensionsOf(data: Uint8Array): Inspection['dimensions'] {
  try {
    const { width, height } = imageSize(data);
    return Number.isSafeInteger(width) && Number.isSafeInteger(height) ? { width, height } : null;
  } catch {
    return null;
  }
}

/**
 * What the file is from its bytes (file-type), a raster image's stated size, and on request a
 * PDF's text or an SVG's sanitised copy. Runs in the parser worker.
 */
export async function inspect(input: InspectInput): Promise<Inspection> {
  const data = Buffer.from(input.data.buffer, input.data.byteOffset, input.data.byteLength);
  const mime = (await fileTypeFromBuffer(data))?.mime ?? null;
  const facts: Inspection = { mime, dimensions: mime?.startsWith('image/') ? dimensionsOf(data) : null };
  if (mime === 'application/pdf' && input.pdfText) {
    // The worker's own copy of the file: PDF.js may keep or take it over.
    return { ...facts, pdf: await pdfText(input.data, input.pdfText) };
  }
  if ((mime === null || mime === 'application/xml') && input.svg) {
    const svg = await sanitizeSvg(data);
    return { ...facts, svg: svg && new Uint8Array(svg) };
  }
  return facts;
}
