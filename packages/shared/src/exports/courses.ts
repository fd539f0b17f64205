/** `@blivion/shared/courses`: the courses module's requests and responses. */
export * from '../schemas/courses.js';
export * from '../schemas/courses-responses.js';
