import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { readSetting, writeSetting } from '../settings/index.js';

type Db = Kysely<Database>;

/** Changes with every write of the overrides; kept beside the feature switches. */
const VERSION_KEY = 'translationsVersion';

export async function readVersion(db: Db): Promise<string | null> {
  const value = await readSetting(db, VERSION_KEY);
  return typeof value === 'string' ? value : null;
}

export async function writeVersion(db: Db, version: string, at: Date): Promise<void> {
  await writeSetting(db, VERSION_KEY, version, at);
}

export async function readOverrides(db: Db): Promise<Record<string, string>> {
  const rows = await db.selectFrom('translation_overrides').select(['key', 'value']).orderBy('key').execute();
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

export async function upsertOverride(db: Db, key: string, value: string, at: Date): Promise<void> {
  await db
    .insertInto('translation_overrides')
    .values({ key, value, updated_at: at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: at }))
    .execute();
}

export async function deleteOverrides(db: Db, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.deleteFrom('translation_overrides').where('key', 'in', keys).execute();
}

export async function deleteAllOverrides(db: Db): Promise<void> {
  await db.deleteFrom('translation_overrides').execute();
}
