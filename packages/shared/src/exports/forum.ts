/** `@blivion/shared/forum`: the forum's requests and responses. */
export * from '../schemas/forum.js';
export * from '../schemas/forum-responses.js';
export * from '../schemas/forum-members.js';
export * from '../forum-levels.js';
