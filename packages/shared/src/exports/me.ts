/** `@blivion/shared/me`: the signed-in member, their profile and the feature switches they see. */
export * from '../schemas/me.js';
