/** `@blivion/shared/translations`: the administrators' overrides of the catalogue's texts. */
export * from '../schemas/translations.js';
