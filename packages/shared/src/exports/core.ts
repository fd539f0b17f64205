/** `@blivion/shared/core`: what every module uses (error envelope, limits, roles and permissions, the common fields). */
export * from '../errors.js';
export * from '../limits.js';
export * from '../limits-ai.js';
export * from '../limits-adspy.js';
export * from '../permissions.js';
export * from '../schemas/fields.js';
export * from '../schemas/roles.js';
export * from '../text.js';
export * from '../note-timestamps.js';
