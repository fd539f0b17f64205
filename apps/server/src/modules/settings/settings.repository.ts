import type { FeatureSwitches } from '@blivion/shared';
import type { Kysely } from 'kysely';
import { precompiled } from '../../db/precompiled.js';
import type { Database } from '../../db/schema.js';

const DEFAULT_SWITCHES: FeatureSwitches = { adSpyEnabled: false };

const adSpySwitch = precompiled((db) =>
  db.selectFrom('system_settings').select('value').where('key', '=', 'adSpyEnabled'),
);

export function readFeatureSwitches(db: Kysely<Database>): Promise<FeatureSwitches> {
  return adSpySwitch
    .first(db, {})
    .then((row) =>
      row ? { ...DEFAULT_SWITCHES, adSpyEnabled: JSON.parse(row.value) === true } : { ...DEFAULT_SWITCHES },
    );
}

export async function writeFeatureSwitch(db: Kysely<Database>, key: keyof FeatureSwitches, value: boolean) {
  await db
    .insertInto('system_settings')
    .values({ key, value: JSON.stringify(value), updated_at: new Date() })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value), updated_at: new Date() }))
    .execute();
}

/** One stored setting's raw JSON text, or undefined when it was never written. */
export async function readSettingText(db: Kysely<Database>, key: string): Promise<string | undefined> {
  const row = await db.selectFrom('system_settings').select('value').where('key', '=', key).executeTakeFirst();
  return row?.value;
}

/** Writes (or replaces) one setting's JSON text; in the caller's transaction when given one. */
export async function writeSettingText(db: Kysely<Database>, key: string, value: string, at: Date): Promise<void> {
  await db
    .insertInto('system_settings')
    .values({ key, value, updated_at: at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: at }))
    .execute();
}

export async function deleteSetting(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('system_settings').where('key', '=', key).execute();
}
