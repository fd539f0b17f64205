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
