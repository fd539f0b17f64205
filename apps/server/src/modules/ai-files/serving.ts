import type { AiAttachmentKind } from '@blivion/shared';

/** RFC 6266: an ASCII fallback name and the real one, percent-encoded. */
function dispositionOf(kind: AiAttachmentKind, name: string): string {
  if (kind === 'image') return 'inline';
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Headers for one of the member's files: an image shows inline, a PDF or text file downloads; in
 * either case the browser runs nothing from it (nosniff, a sandboxing policy). Owner-only, so no
 * shared cache keeps it and the browser asks again each time (a 304 while its copy is current).
 */
export function attachmentHeaders(row: { id: number; kind: AiAttachmentKind; media_type: string; name: string }) {
  return {
    'content-type': row.kind === 'text' ? 'text/plain; charset=utf-8' : row.media_type,
    'content-disposition': dispositionOf(row.kind, row.name),
    'cache-control': 'private, no-cache',
    // A file is never rewritten: its id names its bytes.
    etag: `"ai-attachment-${row.id}"`,
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    'cross-origin-resource-policy': 'same-origin',
  };
}
