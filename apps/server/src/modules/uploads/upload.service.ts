import { createHash } from 'node:crypto';
import { UPLOAD_NAME, translate } from '@blivion/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { checkImage } from './image-check.js';

export const UPLOADS_PREFIX = '/uploads/';

/** A refusal whose toast title travels in details (title and its catalogue key); the message is the code's text with its values. */
export function refusal(
  code:
    | 'FILE_REQUIRED'
    | 'EMPTY_FILE'
    | 'INVALID_FILE_TYPE'
    | 'FILE_TOO_LARGE'
    | 'VIDEO_REQUIRED'
    | 'INVALID_VIDEO_TYPE'
    | 'MATERIAL_REQUIRED'
    | 'INVALID_MATERIAL_TYPE',
  titleKey: string,
  values: Record<string, string> = {},
) {
  const error = new AppError(code, { titleKey, title: translate(titleKey), ...values });
  error.message = translate(`errors.${code}`, values);
  return error;
}

const megabytes = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

const MEGABYTE = 1024 * 1024;
const GIGABYTE = 1024 * MEGABYTE;

/** 413 naming the route's own limit ('2MB', '1GB'), in the message and in details.maxSize for the web's text. */
export function tooLarge(maxBytes: number) {
  const maxSize =
    maxBytes >= GIGABYTE ? `${megabytes.format(maxBytes / GIGABYTE)}GB` : `${megabytes.format(maxBytes / MEGABYTE)}MB`;
  return refusal('FILE_TOO_LARGE', 'adminValidation.fileTooLargeTitle', { maxSize });
}

/** The route's own limit; the multipart plugin lets a file reach only routes that declare one. */
export function uploadLimitOf(request: FastifyRequest): number {
  const maxBytes = request.routeOptions.config.uploadMaxBytes;
  if (maxBytes === undefined)
    throw new Error(`${request.routeOptions.url} takes a file but declares no uploadMaxBytes`);
  return maxBytes;
}

/**
 * Throws when the sender has gone before its body was read (a cancelled upload, during the route's
 * own checks): the multipart reader would otherwise wait for a body that never comes. The error
 * handler logs it as a client abort.
 */
export function assertSenderStillThere(request: FastifyRequest): void {
  if (request.raw.destroyed && !request.raw.complete) throw new Error('the client left before its file was read');
}

/** The one file of a multipart request, whole, within the route's uploadMaxBytes (413 beyond it). */
export async function readSingleFile(
  request: FastifyRequest,
): Promise<{ data: Buffer; maxBytes: number; filename: string }> {
  if (!request.isMultipart()) throw refusal('FILE_REQUIRED', 'adminValidation.uploadErrorTitle');
  const maxBytes = uploadLimitOf(request);
  assertSenderStillThere(request);
  const part = await request.file({ limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 } });
  if (!part) throw refusal('FILE_REQUIRED', 'adminValidation.uploadErrorTitle');
  try {
    return { data: await part.toBuffer(), maxBytes, filename: part.filename };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxBytes);
    throw error;
  }
}

/**
 * Reads the one file of a multipart request, checks it (within the route's
 * uploadMaxBytes, not empty, an image by its content, SVG sanitised) and stores
 * it under the SHA-256 of what is stored. Nothing is stored when the file is
 * refused. Returns the URL it is served at.
 */
export async function receiveImage(request: FastifyRequest): Promise<string> {
  const { data, maxBytes } = await readSingleFile(request);
  if (data.length === 0) throw refusal('EMPTY_FILE', 'adminValidation.uploadErrorTitle');
  if (data.length > maxBytes) throw tooLarge(maxBytes);
  const image = await checkImage(data, request.log, () =>
    refusal('INVALID_FILE_TYPE', 'adminValidation.invalidFileTypeTitle'),
  );
  const name = `${createHash('sha256').update(image.bytes).digest('hex')}.${image.extension}`;
  await request.server.storage.put(name, image.bytes);
  return `${UPLOADS_PREFIX}${name}`;
}

/** Deletes the stored file behind an upload URL once nothing points at it any more. */
export async function releaseUpload(app: FastifyInstance, url: string | null): Promise<void> {
  if (!url?.startsWith(UPLOADS_PREFIX)) return;
  const name = url.slice(UPLOADS_PREFIX.length);
  if (!UPLOAD_NAME.test(name)) return;
  for (const reference of app.uploadReferences) if (await reference.isReferenced(app, url)) return;
  await app.storage.delete(name);
}
