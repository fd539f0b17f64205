import type { Timestamp } from '../../db/column-types.js';

export interface SystemSettingsTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

/** The tables this module owns, merged into the app's Database type in db/schema.ts. */
export interface SettingsTables {
  system_settings: SystemSettingsTable;
}
