import { Transform } from 'node:stream';
import type { TransformCallback } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { AppError } from '../../http/app-error.js';
import { assertSenderStillThere, refusal, tooLarge, uploadLimitOf } from './upload.service.js';

/** How a route that takes large files (lesson videos) receives them: written to storage as they arrive. */
export interface StreamedUploadOptions<T> {
  /** The storage name the file is written under; it exists there only once the whole file is accepted. */
  name: string;
  /** How many first bytes `identify` is given (fewer when the file is shorter). */
  headBytes: number;
  /** The file's type from its first bytes (and, where the content leaves it open, its name), or null to refuse it. */
  identify(head: Buffer, filename: string): Promise<T | null>;
  /** The answers for a request without a file and for a file `identify` refuses. */
  missing(): AppError;
  invalidType(): AppError;
}

export interface StreamedUpload<T> {
  type: T;
  sizeBytes: number;
  /** The name the file had on the sender's computer (never used as a path). */
  filename: string;
}

/** A refusal raised inside the stream, carried out of the storage's pipeline to the route. */
class Refused extends Error {
  constructor(readonly answer: AppError) {
    super(answer.message);
  }
}

/**
 * Holds back the first bytes until `identify` accepts them, then passes every byte on as it comes.
 * Fails the stream (so the storage keeps nothing) when the type is refused, the file is empty, or
 * the multipart parser cut the file at the route's limit.
 */
class HeadCheck<T> extends Transform {
  type: T | null = null;
  private held: Buffer[] = [];
  private heldBytes = 0;

  constructor(
    private readonly options: StreamedUploadOptions<T>,
    private readonly cutAtLimit: () => boolean,
    private readonly maxBytes: number,
    private readonly filename: string,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.type !== null) {
      callback(null, chunk);
      return;
    }
    this.held.push(chunk);
    this.heldBytes += chunk.length;
    if (this.heldBytes < this.options.headBytes) callback();
    else void this.decide(callback);
  }

  override _flush(callback: TransformCallback): void {
    const finish: TransformCallback = (error, head) => {
      if (error) callback(error);
      else if (this.cutAtLimit()) callback(new Refused(tooLarge(this.maxBytes)));
      else callback(null, head);
    };
    if (this.type !== null) finish();
    else if (this.heldBytes === 0) callback(new Refused(refusal('EMPTY_FILE', 'adminValidation.uploadErrorTitle')));
    else void this.decide(finish);
  }

  private async decide(callback: TransformCallback): Promise<void> {
    const head = Buffer.concat(this.held);
    this.held = [];
    let type: T | null;
    try {
      type = await this.options.identify(head, this.filename);
    } catch (error) {
      callback(error as Error);
      return;
    }
    if (type === null) {
      callback(new Refused(this.options.invalidType()));
      return;
    }
    this.type = type;
    callback(null, head);
  }
}

/**
 * Receives the one file of a multipart request straight into the upload storage, within the
 * route's `uploadMaxBytes`, without holding it in memory: the first bytes decide its type, then
 * each chunk is written as it arrives. A refused, cut or interrupted file leaves nothing stored.
 * After a refusal the rest of the request body is read and dropped, so the sender gets the
 * answer instead of a connection closed in the middle of its upload.
 */
export async function receiveStreamedFile<T>(
  request: FastifyRequest,
  options: StreamedUploadOptions<T>,
): Promise<StreamedUpload<T>> {
  if (!request.isMultipart()) throw options.missing();
  const maxBytes = uploadLimitOf(request);
  assertSenderStillThere(request);
  const part = await request.file({
    limits: { fileSize: maxBytes, files: 1, fields: 5, parts: 6 },
    throwFileSizeLimit: false,
  });
  if (!part) throw options.missing();
  const source = part.file;
  const check = new HeadCheck(options, () => source.truncated, maxBytes, part.filename);
  // pipe() passes no failure on: a sender that goes away mid-file must still end the write.
  const interrupted = (error?: Error) => {
    if (!source.readableEnded) check.destroy(error ?? new Error('the upload was interrupted'));
  };
  source.once('error', interrupted);
  source.once('close', () => interrupted());
  // Its failures reach us through the storage's promise; pipe() would otherwise throw them again.
  check.on('error', () => {});
  source.pipe(check);
  try {
    const sizeBytes = await request.server.storage.putStream(options.name, check);
    return { type: check.type as T, sizeBytes, filename: part.filename };
  } catch (error) {
    source.unpipe(check);
    source.resume();
    throw error instanceof Refused ? error.answer : error;
  }
}
