import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

/** A member's stored choice for one kind (no row: the defaults). */
export interface PreferenceRow {
  user_id: string;
  kind: string;
  in_app: boolean | number;
  email: boolean | number;
}

/** Members per lookup, well under either database's limit on bound parameters. */
const MEMBERS_PER_LOOKUP = 1_000;

export function preferencesOf(db: Db, userId: string): Promise<PreferenceRow[]> {
  return db
    .selectFrom('notification_preferences')
    .select(['user_id', 'kind', 'in_app', 'email'])
    .where('user_id', '=', userId)
    .execute();
}

/** The stored choices of these members for one kind, a thousand members per statement. */
export async function choicesFor(db: Db, userIds: string[], kind: string): Promise<Map<string, PreferenceRow>> {
  const found = new Map<string, PreferenceRow>();
  for (let start = 0; start < userIds.length; start += MEMBERS_PER_LOOKUP) {
    const rows = await db
      .selectFrom('notification_preferences')
      .select(['user_id', 'kind', 'in_app', 'email'])
      .where('kind', '=', kind)
      .where('user_id', 'in', userIds.slice(start, start + MEMBERS_PER_LOOKUP))
      .execute();
    for (const row of rows) found.set(row.user_id, row);
  }
  return found;
}

/** Writes the member's choices, kind by kind (insert or replace), in the caller's transaction. */
export async function saveChoices(
  db: Db,
  userId: string,
  choices: Array<{ kind: string; inApp: boolean; email: boolean }>,
): Promise<void> {
  for (const { kind, inApp, email } of choices) {
    await db
      .insertInto('notification_preferences')
      .values({ user_id: userId, kind, in_app: inApp, email })
      .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet({ in_app: inApp, email }))
      .execute();
  }
}

/** Turns one kind's e-mail off, keeping its in-app choice (the unsubscribe link). */
export async function switchEmailOff(db: Db, userId: string, kind: string, inAppDefault: boolean): Promise<void> {
  await db
    .insertInto('notification_preferences')
    .values({ user_id: userId, kind, in_app: inAppDefault, email: false })
    .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet({ email: false }))
    .execute();
}
