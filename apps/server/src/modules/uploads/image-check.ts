import type { ImageExtension } from '@blivion/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { AppError } from '../../http/app-error.js';
import { checkImageDimensions, inspectFile } from '../../files/untrusted-files.js';

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
 * Decides the type from the content alone, off the main thread (files/untrusted-files.ts): PNG,
 * JPEG, GIF and WebP by their magic bytes, within IMAGE_MAX_SIDE_PX and IMAGE_MAX_PIXELS by their
 * header; anything else only if it is an SVG document, which is stored sanitised. Throws
 * `invalidType()` for every other file, IMAGE_DIMENSIONS_TOO_LARGE, or FILE_TOO_COMPLEX when the
 * check needs more memory or time than a real image.
 */
export async function checkImage(
  data: Buffer,
  log: FastifyBaseLogger,
  invalidType: () => AppError,
): Promise<CheckedImage> {
  const inspection = await inspectFile(data, { svg: true, log, unreadable: invalidType });
  const raster = inspection.mime ? RASTER[inspection.mime] : undefined;
  if (raster) {
    checkImageDimensions(inspection, invalidType);
    return { extension: raster, bytes: data };
  }
  if (!inspection.svg) throw invalidType();
  return { extension: 'svg', bytes: Buffer.from(inspection.svg) };
}
