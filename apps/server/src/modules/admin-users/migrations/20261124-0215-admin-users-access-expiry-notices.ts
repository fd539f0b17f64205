import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database.js';
import { nowDefault, timestampType } from '../../../db/migration-helpers.js';

/**
 * 'Seu acesso expira em...': one row per member and expiry date once the notice went out. The
 * primary key is the claim: whichever instance inserts the row sends the notice, in the same
 * transaction, so a restart or a second instance never sends it twice (docs/decisions/0032).
 * The index on profiles serves the scheduled check's range on the expiry date.
 */
export function accessExpiryNotices(kind: DatabaseKind) {
  const timestamp = sql.raw(timestampType(kind));
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`create table access_expiry_notices (
        user_id text not null references "user" (id) on delete cascade,
        access_expiration ${timestamp} not null,
        notified_at ${timestamp} not null default ${nowDefault(kind)},
        primary key (user_id, access_expiration)
      )`.execute(db);
      await sql`create index profiles_access_expiration_idx on profiles (access_expiration)`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`drop index profiles_access_expiration_idx`.execute(db);
      await sql`drop table access_expiry_notices`.execute(db);
    },
  };
}
