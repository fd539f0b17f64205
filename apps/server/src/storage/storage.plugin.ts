import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { localDiskStorage } from './local-disk-storage.js';
import { s3Storage } from './s3-storage.js';
import type { UploadStorage } from './upload-storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    storage: UploadStorage;
  }
}

/**
 * Decorates the app with the upload storage: the given one (tests), the S3-compatible store when one is
 * configured (several instances share it), or the local disk under DATA_DIR/uploads.
 */
export const storagePlugin = fp(async (app: FastifyInstance, options: { storage?: UploadStorage }) => {
  if (options.storage) {
    app.decorate('storage', options.storage);
  } else if (app.config.s3) {
    const storage = await s3Storage(app.config.s3, app.dependencies, app.log);
    app.decorate('storage', storage);
    app.addHook('onClose', async () => storage.client.destroy());
  } else {
    app.decorate('storage', localDiskStorage(path.join(app.config.dataDir, 'uploads')));
  }
});
