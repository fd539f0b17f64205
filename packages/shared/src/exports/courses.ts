/** `@blivion/shared/courses`: the courses module's requests and responses, and how lesson video links are read. */
export * from '../schemas/courses.js';
export * from '../schemas/courses-responses.js';
export * from '../video-links.js';
export * from '../schemas/courses-certificates.js';
export * from '../schemas/courses-materials.js';
export * from '../schemas/courses-release.js';
export * from '../schemas/courses-notes.js';
