import { foldText, type Permissions } from '@blivion/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { afterMemberKey, memberMatches, selectMemberRows } from '../../auth/member.repository.js';

/*
 * The staff's member administration on the accounts tables (the admin-users module's list, account
 * creation, access writes, set-password links and deletion), reached through the accounts door.
 */
type Db = Kysely<Database>;

export interface SortKey {
  name: string;
  id: string;
}

function memberColumns(db: Db) {
  return selectMemberRows(db).select('user.name_key as sort_name');
}

export type MemberRow = Awaited<ReturnType<typeof findMember>>;

/** One page ordered by the folded name, id (served by user_name_key_idx), after the given key. */
export function listMembers(db: Db, search: string | undefined, after: SortKey | null, limit: number) {
  let query = memberColumns(db);
  if (search) query = query.where(memberMatches(search));
  if (after) query = query.where(afterMemberKey(after));
  return query.orderBy('user.name_key').orderBy('user.id').limit(limit).execute();
}

export async function countMembers(db: Db, search: string | undefined): Promise<number> {
  let query = db.selectFrom('user').select((eb) => eb.fn.countAll<number>().as('count'));
  if (search) query = query.where(memberMatches(search));
  return Number((await query.executeTakeFirstOrThrow()).count);
}

export function findMember(db: Db, userId: string) {
  return memberColumns(db).where('user.id', '=', userId).executeTakeFirst();
}

export async function emailExists(db: Db, email: string): Promise<boolean> {
  return (await db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst()) !== undefined;
}

export interface NewAccount {
  id: string;
  name: string;
  email: string;
  passwordHash: string;
  accountId: string;
  at: Date;
}

/** The rows better-auth's e-mail sign-up writes: the user and its credential account. */
export async function insertAccount(db: Db, account: NewAccount): Promise<void> {
  await db
    .insertInto('user')
    .values({
      id: account.id,
      name: account.name,
      name_key: foldText(account.name),
      email: account.email,
      emailVerified: false,
      image: null,
      createdAt: account.at,
      updatedAt: account.at,
    })
    .execute();
  await db
    .insertInto('account')
    .values({
      id: account.accountId,
      accountId: account.id,
      providerId: 'credential',
      userId: account.id,
      password: account.passwordHash,
      createdAt: account.at,
      updatedAt: account.at,
    })
    .execute();
}

export interface AccessRow {
  role: string;
  accessExpiration: Date | null;
  permissions: Permissions;
}

/** Writes (or creates) the profile and permission rows of a member. */
export async function saveAccess(db: Db, userId: string, access: AccessRow, at: Date): Promise<void> {
  await db
    .insertInto('profiles')
    .values({
      user_id: userId,
      role: access.role,
      access_expiration: access.accessExpiration,
      created_at: at,
      updated_at: at,
    })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ role: access.role, access_expiration: access.accessExpiration, updated_at: at }),
    )
    .execute();
  const flags = {
    forum: access.permissions.forum,
    courses: access.permissions.courses,
    ai_lab: access.permissions.aiLab,
    ad_spy: access.permissions.adSpy,
  };
  await db
    .insertInto('user_permissions')
    .values({ user_id: userId, ...flags })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(flags))
    .execute();
}

/** A set-password link stored as better-auth stores its reset tokens, so its reset endpoint accepts it. */
export async function insertResetToken(
  db: Db,
  row: { id: string; token: string; userId: string; expiresAt: Date; at: Date },
) {
  await db
    .insertInto('verification')
    .values({
      id: row.id,
      identifier: `reset-password:${row.token}`,
      value: row.userId,
      expiresAt: row.expiresAt,
      createdAt: row.at,
      updatedAt: row.at,
    })
    .execute();
}

/** Deletes the account; sessions, credentials, profile and permissions go by ON DELETE CASCADE. */
export async function deleteAccount(db: Db, userId: string): Promise<void> {
  await db
    .deleteFrom('verification')
    .where('value', '=', userId)
    .where('identifier', 'like', 'reset-password:%')
    .execute();
  await db.deleteFrom('user').where('id', '=', userId).execute();
}
