import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { sql } from 'kysely';

/** A new translations version, so browsers fetch the overrides again after a migration changed them. */
export async function newTranslationsVersion(db: Kysely<unknown>): Promise<void> {
  const value = JSON.stringify(randomBytes(8).toString('hex'));
  await sql`
    insert into system_settings (key, value) values ('translationsVersion', ${value})
    on conflict (key) do update set value = excluded.value, updated_at = excluded.updated_at`.execute(db);
}
