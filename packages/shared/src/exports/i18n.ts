/** `@blivion/shared/i18n`: keys and lookups over the catalogue (its sections: `@blivion/shared/i18n/pt-BR`). */
export type { Catalogue } from '../i18n/pt-BR/index.js';
export * from '../i18n/flatten.js';
export * from '../i18n/translate.js';
