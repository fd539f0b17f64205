import { PassThrough, type Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { FastifyBaseLogger } from 'fastify';
import { isNetworkFailure, markDependencyFailure } from '../dependencies/dependency-failure.js';
import { type DependencyReporter, silentReporter } from '../dependencies/dependency-monitor.js';
import type { S3Settings } from './s3-config.js';
import type { UploadStorage } from './upload-storage.js';
import { assertSafeName } from './upload-storage.js';

/** Parts of a streamed upload: the least S3 accepts is 5 MB; 8 MB keeps a 1 GB video under 130 parts. */
const PART_BYTES = 8 * 1024 * 1024;

function isMissing(error: unknown): boolean {
  const named = error as { name?: string; $metadata?: { httpStatusCode?: number } } | undefined;
  return named?.name === 'NoSuchKey' || named?.name === 'NotFound' || named?.$metadata?.httpStatusCode === 404;
}

/**
 * Uploads in an S3-compatible object store, shared by every instance (decision 0051). The AWS SDK is
 * loaded only here, when S3 is configured. Streams go up in multipart uploads (the object appears
 * under its name only when the upload completes; a failed one is aborted), and byte ranges are read
 * with the Range header, so lesson videos seek as they do from disk.
 */
export async function s3Storage(
  settings: S3Settings,
  reporter: DependencyReporter = silentReporter,
  log?: FastifyBaseLogger,
): Promise<UploadStorage & { client: S3Client }> {
  const s3 = await import('@aws-sdk/client-s3');
  const { Upload } = await import('@aws-sdk/lib-storage');
  const client = new s3.S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  });
  const Bucket = settings.bucket;
  // Every command: an unreachable store is reported (one line per outage) and answered 503.
  client.middlewareStack.add(
    (next) => async (args) => {
      try {
        const result = await next(args);
        reporter.answered('storage');
        return result;
      } catch (error) {
        if (isNetworkFailure(error)) {
          reporter.failed('storage', error);
          throw markDependencyFailure(error, 'storage');
        }
        throw error;
      }
    },
    { step: 'initialize', name: 'blivionDependencyReport' },
  );
  const keyOf = (name: string) => {
    assertSafeName(name);
    return `${settings.prefix}${name}`;
  };
  return {
    client,
    async put(name, data) {
      await client.send(new s3.PutObjectCommand({ Bucket, Key: keyOf(name), Body: data }));
    },
    async get(name) {
      try {
        const object = await client.send(new s3.GetObjectCommand({ Bucket, Key: keyOf(name) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(name) {
      try {
        await client.send(new s3.DeleteObjectCommand({ Bucket, Key: keyOf(name) }));
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
    async putStream(name, source) {
      const Key = keyOf(name);
      let bytes = 0;
      const counted = new PassThrough();
      counted.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      const upload = new Upload({ client, params: { Bucket, Key, Body: counted }, partSize: PART_BYTES, queueSize: 2 });
      let failure: unknown = null;
      source.on('error', (error) => {
        failure = error;
        counted.destroy(error);
        void upload.abort().catch(() => {});
      });
      source.pipe(counted);
      try {
        await upload.done();
      } catch (error) {
        throw failure ?? error;
      }
      if (failure) {
        // The source failed after its last byte reached the store: take the object back.
        await client.send(new s3.DeleteObjectCommand({ Bucket, Key })).catch(() => {});
        throw failure;
      }
      return bytes;
    },
    async read(name, range) {
      try {
        const object = await client.send(
          new s3.GetObjectCommand({
            Bucket,
            Key: keyOf(name),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        const body = (object.Body as Readable | undefined) ?? null;
        // A read cut after its answer began (the store went away mid-stream): one structured line.
        body?.once('error', (error) => {
          if (!isNetworkFailure(error) && !/aborted|premature close|socket hang up/i.test(error.message)) return;
          reporter.failed('storage', error);
          log?.warn(
            { dependency: 'storage', event: 'read-cut', name, range: range ?? null, reason: error.message },
            'object storage read cut',
          );
        });
        return body;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
  };
}
