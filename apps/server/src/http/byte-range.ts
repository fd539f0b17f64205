/**
 * The one byte range of an HTTP `Range` header (RFC 9110, section 14), for files served in
 * pieces (lesson videos): `bytes=a-b`, the open-ended `bytes=a-` and the suffix `bytes=-n`.
 */
export type RangeAnswer =
  /** No Range, another unit, or several ranges: the whole file, 200. */
  | { kind: 'whole' }
  /** Bytes start to end, both included, 206. */
  | { kind: 'part'; start: number; end: number }
  /** A range the file cannot satisfy or that is not well formed: 416 with `bytes * /size`. */
  | { kind: 'unsatisfiable' };

const SPEC = /^(\d*)-(\d*)$/;

/**
 * Decides what to send of a file of `size` bytes (size > 0) for the Range header. Several ranges
 * are answered with the whole file, as the RFC allows: browsers' media elements ask for one.
 */
export function rangeOf(header: string | undefined, size: number): RangeAnswer {
  if (header === undefined) return { kind: 'whole' };
  const equals = header.indexOf('=');
  if (equals < 0 || header.slice(0, equals).trim().toLowerCase() !== 'bytes') return { kind: 'whole' };
  const specs = header.slice(equals + 1).split(',');
  if (specs.length > 1) return { kind: 'whole' };
  const match = SPEC.exec(specs[0]!.trim());
  if (!match) return { kind: 'unsatisfiable' };
  const [, first = '', last = ''] = match;
  if (first === '') {
    // bytes=-n: the last n bytes.
    const suffix = Number(last);
    if (last === '' || suffix === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || (last !== '' && Number(last) < start)) return { kind: 'unsatisfiable' };
  return { kind: 'part', start, end };
}
