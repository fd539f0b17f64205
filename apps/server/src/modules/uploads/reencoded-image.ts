import { createHash } from 'node:crypto';
import { IMAGE_MAX_PIXELS } from '@blivion/shared';
import type { FastifyRequest } from 'fastify';
import sharp from 'sharp';
import type { AppError } from '../../http/app-error.js';
import { checkImage } from './image-check.js';
import { readSingleFile, refusal, tooLarge, UPLOADS_PREFIX } from './upload.service.js';

/** The longest side an image posted by a member is stored at (larger ones are scaled down). */
const MAX_SIDE_PX = 1_600;

/**
 * For images members put in their posts (docs/decisions/0093): reads the one file of a multipart
 * request, decides its type from the content (PNG, JPEG, GIF, WebP only: an SVG or anything else
 * is refused with `invalid`), then decodes and writes it again as a still WebP of at most
 * 1600 px a side, without its metadata. Only the new pixels are stored, so whatever rode along in
 * the original (a polyglot's other file, EXIF, a script) is never served. Returns the URL it is
 * served at and its size in pixels.
 */
export async function receiveReencodedImage(
  request: FastifyRequest,
  invalid: () => AppError,
): Promise<{ url: string; width: number; height: number }> {
  const { data, maxBytes } = await readSingleFile(request);
  if (data.length === 0) throw refusal('EMPTY_FILE', 'adminValidation.uploadErrorTitle');
  if (data.length > maxBytes) throw tooLarge(maxBytes);
  const checked = await checkImage(data, request.log, invalid);
  if (checked.extension === 'svg') throw invalid();
  let output: { data: Buffer; info: sharp.OutputInfo };
  try {
    output = await sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error', pages: 1 })
      .rotate()
      .resize({ width: MAX_SIDE_PX, height: MAX_SIDE_PX, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    request.log.info({ err: error }, 'a posted image could not be decoded');
    throw invalid();
  }
  const name = `${createHash('sha256').update(output.data).digest('hex')}.webp`;
  await request.server.storage.put(name, output.data);
  return { url: `${UPLOADS_PREFIX}${name}`, width: output.info.width, height: output.info.height };
}
