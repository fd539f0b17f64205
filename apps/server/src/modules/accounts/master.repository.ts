import { ALL_PERMISSIONS } from '@blivion/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

export async function findUserIdByEmail(db: Db, email: string): Promise<string | undefined> {
  const row = await db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst();
  return row?.id;
}

export async function deleteSessionsOf(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('session').where('userId', '=', userId).execute();
}

/** Master with every permission and no expiry; the caller runs it in a transaction. */
export async function promoteToMaster(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('profiles')
    .set({ role: 'master', access_expiration: null, updated_at: new Date() })
    .where('user_id', '=', userId)
    .execute();
  await db
    .updateTable('user_permissions')
    .set({
      forum: true,
      courses: ALL_PERMISSIONS.courses,
      ai_lab: ALL_PERMISSIONS.aiLab,
      ad_spy: ALL_PERMISSIONS.adSpy,
    })
    .where('user_id', '=', userId)
    .execute();
}
