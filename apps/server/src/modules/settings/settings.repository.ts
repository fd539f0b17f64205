import type { FeatureSwitches } from '@blivion/shared';
import type { Kysely } from 'kysely';
import { precompiled } from '../../db/precompiled.js';
import type { Database } from '../../db/schema.js';

const DEFAULT_SWITCHES: FeatureSwitches = { adSpyEnabled: false };

const adSpySwitch = precompiled((db) =>
  db.selectFrom('system_settings').select('value').where('key', '=', 'adSpyEnabled'),
);

export async function readFeatureSwitches(db: Kysely<Database>): Promise<FeatureSwitches> {
  const row = await adSpySwitch.first(db, {});
  return { ...DEFAULT_SWITCHES, ...(row ? { adSpyEnabled: JSON.parse(row.value) === true } : {}) };
}

export async function writeFeatureSwitch(db: Kysely<Database>, key: keyof FeatureSwitches, value: boolean) {
  await db
    .insertInto('system_settings')
    .values({ key, value: JSON.stringify(value), updated_at: new Date() })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: JSON.stringify(value), updated_at: new Date() }))
    .execute();
}
