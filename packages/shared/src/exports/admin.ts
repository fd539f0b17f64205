/** `@blivion/shared/admin`: member administration, the audit log and the feature switches. */
export * from '../schemas/admin.js';
