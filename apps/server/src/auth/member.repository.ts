import { foldText } from '@blivion/shared';
import type { Expression, Kysely, SqlBool } from 'kysely';
import { sql } from 'kysely';
import { precompiled } from '../db/precompiled.js';
import type { Database } from '../db/schema.js';

/** Creates the profile (role free) and permission (forum only) rows a member lacks; a no-op otherwise. */
export async function ensureMemberRows(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .insertInto('profiles')
    .values({ user_id: userId, role: 'free', created_at: new Date(), updated_at: new Date() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  await db
    .insertInto('user_permissions')
    .values({ user_id: userId, forum: true, courses: false, ai_lab: false, ad_spy: false })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/**
 * Stores the folded form of the member's name (decision 0075) beside it: for the rows better-auth
 * writes itself (sign-up), from its hooks; the app's own writes of a name set both at once.
 */
export async function storeNameKey(db: Kysely<Database>, userId: string, name: string): Promise<void> {
  await db
    .updateTable('user')
    .set({ name_key: foldText(name) })
    .where('id', '=', userId)
    .execute();
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * Members whose name holds the search folded (foldText: 'erica', 'ÉRICA' and 'érica' find 'Érica')
 * or whose e-mail (stored in lower case) holds it in lower case: the admin screens' member search.
 */
export function memberMatches(search: string): Expression<SqlBool> {
  const name = `%${escapeLike(foldText(search))}%`;
  const email = `%${escapeLike(search.toLowerCase())}%`;
  return sql<SqlBool>`("user"."name_key" like ${name} escape '\\' or "user"."email" like ${email} escape '\\')`;
}

/** A member list's order: the folded name, then the id (user_name_key_idx); its keyset cursor is the pair. */
export function afterMemberKey(after: { name: string; id: string }): Expression<SqlBool> {
  return sql<SqlBool>`("user"."name_key", "user"."id") > (${after.name}, ${after.id})`;
}

/** The member's account, profile and stored switches in one row; admin screens add their own columns. */
export function selectMemberRows(db: Kysely<Database>) {
  return db
    .selectFrom('user')
    .leftJoin('profiles', 'profiles.user_id', 'user.id')
    .leftJoin('user_permissions', 'user_permissions.user_id', 'user.id')
    .select([
      'user.id',
      'user.name',
      'user.email',
      'user.createdAt',
      'profiles.role',
      'profiles.access_expiration',
      'user.image',
      'profiles.logo_url',
      'user_permissions.forum',
      'user_permissions.courses',
      'user_permissions.ai_lab',
      'user_permissions.ad_spy',
    ]);
}

const memberRowById = precompiled((db, p: { userId: string }) => selectMemberRows(db).where('user.id', '=', p.userId));

export type MemberRow = NonNullable<Awaited<ReturnType<typeof memberRowById.first>>>;

export function findMemberRow(db: Kysely<Database>, userId: string) {
  return memberRowById.first(db, { userId });
}

const sessionMemberByToken = precompiled((db, p: { token: string }) =>
  selectMemberRows(db)
    .innerJoin('session', 'session.userId', 'user.id')
    .select([
      'session.id as sessionId',
      'session.expiresAt as sessionExpiresAt',
      'session.createdAt as sessionCreatedAt',
    ])
    .where('session.token', '=', p.token),
);

export type SessionMemberRow = NonNullable<Awaited<ReturnType<typeof sessionMemberByToken.first>>>;

/** The session of a token with its member's row, in one query: the lookup of every signed-in request. */
export function findSessionMember(db: Kysely<Database>, token: string) {
  return sessionMemberByToken.first(db, { token });
}

/** The same read made at once on SQLite (the session is resolved on every request); MUST_WAIT elsewhere. */
export function findSessionMemberNow(db: Kysely<Database>, token: string) {
  return sessionMemberByToken.firstNow(db, { token });
}

/** Ends one session (better-auth's row); the member's other sessions stay. */
export async function deleteSession(db: Kysely<Database>, sessionId: string): Promise<void> {
  await db.deleteFrom('session').where('id', '=', sessionId).execute();
}

/**
 * The ids of every member who may open the courses now (effectiveAccess's rule in SQL): an address
 * in MASTER_EMAILS; admin and master with the courses switch; premium with it and an access that
 * has not ended. For a notice to all of them (a published course).
 */
export async function memberIdsWithCourses(
  db: Kysely<Database>,
  masterEmails: readonly string[],
  now: Date,
): Promise<string[]> {
  const rows = await db
    .selectFrom('user')
    .innerJoin('profiles', 'profiles.user_id', 'user.id')
    .innerJoin('user_permissions', 'user_permissions.user_id', 'user.id')
    .select('user.id')
    .where((eb) =>
      eb.or([
        ...(masterEmails.length > 0 ? [eb('user.email', 'in', masterEmails)] : []),
        eb.and([eb('user_permissions.courses', '=', true), eb('profiles.role', 'in', ['admin', 'master'])]),
        eb.and([
          eb('user_permissions.courses', '=', true),
          eb('profiles.role', '=', 'premium'),
          eb.or([eb('profiles.access_expiration', 'is', null), eb('profiles.access_expiration', '>', now)]),
        ]),
      ]),
    )
    .execute();
  return rows.map((row) => row.id);
}

/** The ids of every admin and master (and every address in MASTER_EMAILS): for a notice to the staff. */
export async function staffMemberIds(db: Kysely<Database>, masterEmails: readonly string[]): Promise<string[]> {
  const rows = await db
    .selectFrom('user')
    .innerJoin('profiles', 'profiles.user_id', 'user.id')
    .select('user.id')
    .where((eb) =>
      eb.or([
        ...(masterEmails.length > 0 ? [eb('user.email', 'in', masterEmails)] : []),
        eb('profiles.role', 'in', ['admin', 'master']),
      ]),
    )
    .execute();
  return rows.map((row) => row.id);
}
