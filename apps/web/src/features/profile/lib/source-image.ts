// Used by the profile photo card only (the crop dialog's chunk does not need it).

/** What the member may choose: the formats the server accepts and a browser can draw (not SVG). */
export const AVATAR_SOURCE_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];
const SOURCE_EXTENSIONS = /\.(png|jpe?g|webp|gif)$/i;
/** The chosen picture is re-encoded to a small square, so it may be far larger than what is sent. */
export const AVATAR_SOURCE_MAX_BYTES = 15 * 1024 * 1024;

export type SourceRefusal = 'invalidType' | 'tooLarge';

/** A quick check of the chosen file; the server checks what is sent again and its answer decides. */
export function refuseSource(file: File): SourceRefusal | null {
  const typeOk = AVATAR_SOURCE_TYPES.includes(file.type) || (!file.type && SOURCE_EXTENSIONS.test(file.name));
  if (!typeOk) return 'invalidType';
  if (file.size > AVATAR_SOURCE_MAX_BYTES) return 'tooLarge';
  return null;
}
