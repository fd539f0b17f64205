/** `@blivion/shared/banners`: the banners shown to free members and their administration. */
export * from '../schemas/banners.js';
