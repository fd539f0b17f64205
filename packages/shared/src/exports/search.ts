/** `@blivion/shared/search`: the top bar's search across courses, lessons and forum topics. */
export * from '../schemas/search.js';
