import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { localDiskStorage } from './local-disk-storage.js';
import type { UploadStorage } from './upload-storage.js';

declare module 'fastify' {
  interface FastifyInstance {
    storage: UploadStorage;
  }
}

/** Decorates the app with the upload storage: the given one (tests), or the local disk under DATA_DIR/uploads. */
export const storagePlugin = fp(async (app: FastifyInstance, options: { storage?: UploadStorage }) => {
  app.decorate('storage', options.storage ?? localDiskStorage(path.join(app.config.dataDir, 'uploads')));
});
