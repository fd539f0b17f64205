/** The uploads module's door: what other modules may use of it. */
export { receiveStreamedFile } from './streamed-upload.js';
export { UPLOADS_PREFIX, readSingleFile, receiveImage, refusal, releaseUpload, tooLarge } from './upload.service.js';
export { acceptUploads, checkUploadRoutes } from './uploads.plugin.js';
export { receiveReencodedImage } from './reencoded-image.js';
