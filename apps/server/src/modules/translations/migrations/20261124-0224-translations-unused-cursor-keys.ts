import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { newTranslationsVersion } from './translations-version.js';

/**
 * Texts removed from the catalogue: every list's forged cursor is answered with the general
 * `validation.cursorInvalid` since the keyset cursor became one implementation, so these two were
 * never shown again. An administrator's edit of them would linger as an override of no text.
 */
export const REMOVED_CURSOR_KEYS = ['forumValidation.cursorInvalid', 'adminValidation.cursorInvalid'];

/** Drops the overrides of the removed keys; `down` has nothing to bring back (the texts are gone). */
export function unusedCursorKeys() {
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      const removed =
        await sql`delete from translation_overrides where key in (${sql.join(REMOVED_CURSOR_KEYS)})`.execute(db);
      if (Number(removed.numAffectedRows ?? 0) > 0) await newTranslationsVersion(db);
    },
    async down(): Promise<void> {},
  };
}
