import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no types; its use here is two calls.
import S3rver from 's3rver';

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}

export interface TestS3Server {
  /** S3_URL for the app: path-style endpoint, credentials and a bucket of its own. */
  url: string;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server on loopback (s3rver, from the npm registry: decision 0051), with files
 * in a folder of its own and one empty bucket, for the tests of the S3 storage.
 */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'blivion-s3-'));
  const bucket = `blivion-${randomBytes(4).toString('hex')}`;
  const Server = S3rver as new (options: object) => S3rverInstance;
  const server = new Server({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    url: `http://S3RVER:S3RVER@127.0.0.1:${port}/${bucket}`,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
