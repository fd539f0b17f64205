import type { ImageExtension } from '@blivion/shared';
import { fileTypeFromBuffer } from 'file-type';
import { sanitizeSvg } from './svg-sanitizer.js';

const RASTER: Record<string, ImageExtension> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

export interface CheckedImage {
  extension: ImageExtension;
  /** The bytes to store: the file itself, or the sanitised copy of an SVG. */
  bytes: Buffer;
}

/**
 * Decides the type from the content alone: PNG, JPEG, GIF and WebP by their
 * magic bytes; anything else only if it is an SVG document, which is stored
 * sanitised. Returns null for every other file.
 */
export async function checkImage(data: Buffer): Promise<CheckedImage | null> {
  const detected = await fileTypeFromBuffer(data);
  const raster = detected ? RASTER[detected.mime] : undefined;
  if (raster) return { extension: raster, bytes: data };
  if (detected && detected.mime !== 'application/xml') return null;
  const svg = await sanitizeSvg(data);
  return svg ? { extension: 'svg', bytes: svg } : null;
}
