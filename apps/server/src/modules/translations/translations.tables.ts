import type { Timestamp } from '../../db/column-types.js';

export interface TranslationOverridesTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

/** The tables this module owns, merged into the app's Database type in db/schema.ts. */
export interface TranslationsTables {
  translation_overrides: TranslationOverridesTable;
}
