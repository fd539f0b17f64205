/** `@blivion/shared/uploads`: uploaded images, the personal and platform logos. */
export * from '../schemas/uploads.js';
