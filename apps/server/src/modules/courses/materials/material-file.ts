import type { MaterialFileType } from '@blivion/shared';
import type { FastifyBaseLogger } from 'fastify';
import { inspectFile } from '../../../files/untrusted-files.js';
import { refusal } from '../../uploads/index.js';

/** The first bytes file-type reads to tell the formats apart (a ZIP's first entries name an Office file's parts). */
export const MATERIAL_HEAD_BYTES = 64 * 1024;

export interface MaterialFileKind {
  type: MaterialFileType;
  /** What the file is served as. */
  mime: string;
}

/** The formats a material may be, by the type file-type reads from the content. */
const BY_MIME: Record<string, MaterialFileType> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'spreadsheet',
  'application/vnd.oasis.opendocument.spreadsheet': 'spreadsheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'slides',
  'application/vnd.oasis.opendocument.presentation': 'slides',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'document',
  'application/vnd.oasis.opendocument.text': 'document',
  'image/png': 'image',
  'image/jpeg': 'image',
  'image/gif': 'image',
  'image/webp': 'image',
  'application/zip': 'zip',
};

/** Old Office files share one container format (CFB): the name's extension says which they are. */
const CFB_BY_EXTENSION: Record<string, MaterialFileKind> = {
  xls: { type: 'spreadsheet', mime: 'application/vnd.ms-excel' },
  ppt: { type: 'slides', mime: 'application/vnd.ms-powerpoint' },
  doc: { type: 'document', mime: 'application/msword' },
};

const extensionOf = (name: string) => name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? '';

/** Text a spreadsheet program opens: valid UTF-8 without control characters other than tab and line ends. */
function isPlainText(head: Buffer): boolean {
  // A multi-byte character may be cut at the end of the head: leave its last 3 bytes out of the check.
  const sample = head.length === MATERIAL_HEAD_BYTES ? head.subarray(0, head.length - 3) : head;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(sample);
    // eslint-disable-next-line no-control-regex
    return !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text);
  } catch {
    return false;
  }
}

/**
 * A material's kind from its first bytes (file-type, in the parser worker), never from the type the
 * browser declared: PDF, spreadsheets (XLSX, ODS, XLS, CSV), slides (PPTX, ODP, PPT), documents
 * (DOCX, ODT, DOC), images (PNG, JPEG, GIF, WebP) and ZIP. The name's extension only tells an old
 * Office file's kind and a CSV from other text. Anything else (executables, HTML, SVG) is null.
 */
export async function materialKindOf(
  head: Buffer,
  fileName: string,
  log: FastifyBaseLogger,
): Promise<MaterialFileKind | null> {
  const unreadable = () => refusal('INVALID_MATERIAL_TYPE', 'adminValidation.invalidFileTypeTitle');
  const { mime } = await inspectFile(head, { log, unreadable });
  const extension = extensionOf(fileName);
  if (mime === 'application/x-cfb') return CFB_BY_EXTENSION[extension] ?? null;
  if (mime === null) return extension === 'csv' && isPlainText(head) ? { type: 'spreadsheet', mime: 'text/csv' } : null;
  const type = BY_MIME[mime];
  return type ? { type, mime } : null;
}
