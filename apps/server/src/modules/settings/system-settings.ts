import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { deleteSetting, readSettingText, writeSettingText } from './settings.repository.js';

/**
 * The key–value store of academy-wide settings (the table system_settings, which this module owns).
 * Other modules keep their own keys here through these functions; values are JSON.
 */
export async function readSetting(db: Kysely<Database>, key: string): Promise<unknown> {
  const text = await readSettingText(db, key);
  return text === undefined ? undefined : (JSON.parse(text) as unknown);
}

/** The stored JSON text itself (for a caller that compares texts, such as the ranking's weights). */
export { readSettingText };

/** Stores a value as JSON; `null` removes the key. Pass a transaction to write with other rows. */
export async function writeSetting(db: Kysely<Database>, key: string, value: unknown, at: Date): Promise<void> {
  if (value === null) return deleteSetting(db, key);
  await writeSettingText(db, key, JSON.stringify(value), at);
}

/** Stores a JSON text as it is. */
export { writeSettingText };
