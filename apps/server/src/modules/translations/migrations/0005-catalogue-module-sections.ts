import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { newTranslationsVersion as newVersion } from './translations-version.js';

/** The modules whose texts left the catalogue's `features` section for a section of their own. */
const MOVED_SECTIONS = ['courses', 'aiLab', 'adSpy'];
/** Administration texts once pasted into the AI lab's chat by mistake and now removed. */
const REMOVED_KEYS = ['loadMore', 'loadingMore', 'total', 'tableLabel', 'actionsOf', 'disabledReason'].map(
  (name) => `features.aiLab.chat.${name}`,
);
const PREFIX = 'features.';

/**
 * Keeps the administrators' edited texts of the moved sections: an override stored under
 * 'features.courses.title' now belongs to 'courses.title'. The translations version changes, so
 * browsers fetch the overrides again instead of keeping a copy under the old keys.
 */
export function catalogueModuleSections() {
  async function renameOverrides(db: Kysely<unknown>, from: string, to: string): Promise<number> {
    let changed = 0;
    for (const section of MOVED_SECTIONS) {
      const result = await sql`
        update translation_overrides set key = ${to} || substr(key, ${from.length + 1})
        where substr(key, 1, ${from.length + section.length + 1}) = ${`${from}${section}.`}`.execute(db);
      changed += Number(result.numAffectedRows ?? 0);
    }
    return changed;
  }

  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const removed = await sql`delete from translation_overrides where key in (${sql.join(REMOVED_KEYS)})`.execute(db);
      const renamed = await renameOverrides(db, PREFIX, '');
      if (Number(removed.numAffectedRows ?? 0) + renamed > 0) await newVersion(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if ((await renameOverrides(db, '', PREFIX)) > 0) await newVersion(db);
    },
  };
}
