import { foldText } from '@blivion/shared';
import type { Kysely, SelectQueryBuilder, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/*
 * What other modules read and write of a member, through the accounts door (docs/decisions/0132):
 * a join that keeps another module's list in one statement, and plain look-ups and writes.
 */

/** What a list may show of a member, joined in its statement: name, photo, e-mail, stored role. */
export type MemberColumn = 'name' | 'avatar' | 'email' | 'role';

type MemberJoin = 'left' | 'inner';

/** `<prefix>_<column>` for each column asked; an inner join's name and e-mail are never null. */
export type MemberColumns<P extends string, C extends MemberColumn, J extends MemberJoin> = {
  [K in C as `${P}_${K}`]: K extends 'name' | 'email' ? (J extends 'inner' ? string : string | null) : string | null;
};

/** The query the joins are written on: its own tables are a type parameter, so Kysely checks them here loosely. */
type Loose = SelectQueryBuilder<Record<string, Record<string, unknown>>, string, object>;

const USER_COLUMN = { name: 'name', avatar: 'image', email: 'email' } as const;

/**
 * Joins the member whose id is the column `userId` of the query ('t.author_id') and selects the
 * columns asked as `<prefix>_<column>` (author_name, author_avatar...). A left join keeps the rows
 * of a removed member (their columns are null); an inner join keeps only rows with a member. The
 * joined tables take the aliases `<prefix>_user` and `<prefix>_profile`, so two joins (an author and
 * an actor) can share a query.
 */
export function joinMember<
  DB,
  TB extends keyof DB & string,
  O,
  P extends string,
  C extends MemberColumn,
  J extends MemberJoin = 'left',
>(
  query: SelectQueryBuilder<DB, TB, O>,
  userId: `${string}.${string}`,
  options: { prefix: P; columns: readonly C[]; join?: J },
): SelectQueryBuilder<DB, TB, O & MemberColumns<P, C, J>> {
  const { prefix, columns } = options;
  const user = `${prefix}_user`;
  const profile = `${prefix}_profile`;
  let joined = query as unknown as Loose;
  joined =
    options.join === 'inner'
      ? joined.innerJoin(`user as ${user}`, `${user}.id`, userId)
      : joined.leftJoin(`user as ${user}`, `${user}.id`, userId);
  if (columns.includes('role' as C)) joined = joined.leftJoin(`profiles as ${profile}`, `${profile}.user_id`, userId);
  const selected = columns.map((column) =>
    column === 'role'
      ? `${profile}.role as ${prefix}_role`
      : `${user}.${USER_COLUMN[column as Exclude<MemberColumn, 'role'>]} as ${prefix}_${column}`,
  );
  return joined.select(selected) as unknown as SelectQueryBuilder<DB, TB, O & MemberColumns<P, C, J>>;
}

/** Whether any account exists: first-run data goes only into a database that has none. */
export async function accountsExist(db: Kysely<Database>): Promise<boolean> {
  return (await db.selectFrom('user').select('id').limit(1).executeTakeFirst()) !== undefined;
}

export async function memberExists(db: Kysely<Database>, userId: string): Promise<boolean> {
  return (await db.selectFrom('user').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined;
}

export async function findUserIdByEmail(db: Kysely<Database>, email: string): Promise<string | null> {
  const row = await db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst();
  return row?.id ?? null;
}

/** The member's name as stored (undefined: no such member). */
export async function memberName(db: Kysely<Database>, userId: string): Promise<string | undefined> {
  return (await db.selectFrom('user').select('name').where('id', '=', userId).executeTakeFirst())?.name;
}

const MEMBERS_PER_LOOKUP = 1_000;

/** Name and address of the members, for e-mails (a few hundred ids per query). */
export async function namesAndAddresses(db: Kysely<Database>, userIds: readonly string[]) {
  const rows: Array<{ id: string; name: string; email: string }> = [];
  for (let start = 0; start < userIds.length; start += MEMBERS_PER_LOOKUP) {
    rows.push(
      ...(await db
        .selectFrom('user')
        .select(['id', 'name', 'email'])
        .where('id', 'in', userIds.slice(start, start + MEMBERS_PER_LOOKUP))
        .execute()),
    );
  }
  return rows;
}

/** Members whose folded name (name_key, served by user_name_key_idx) is one of these folded names. */
export function membersNamed(db: Kysely<Database>, nameKeys: string[]) {
  if (nameKeys.length === 0) return Promise.resolve([]);
  return db.selectFrom('user').select(['id', 'name']).where('name_key', 'in', nameKeys).limit(50).execute();
}

const likePatterns = (text: string) => {
  const escaped = text.replace(/[\\%_]/g, (char) => `\\${char}`);
  return [`${escaped}%`, `% ${escaped}%`];
};

/**
 * Members for the '@' suggestions: a word of the folded name ("user".name_key, decision 0075)
 * starting with the folded text, by that key. Deleted members have no user row, so none appear.
 */
export async function membersMatching(db: Kysely<Database>, folded: string, limit: number) {
  const [start, word] = likePatterns(folded);
  return db
    .selectFrom('user as u')
    .select(['u.id', 'u.name', 'u.image'])
    .where(sql<SqlBool>`(u.name_key like ${start} escape '\\' or u.name_key like ${word} escape '\\')`)
    .orderBy('u.name_key')
    .orderBy('u.id')
    .limit(limit)
    .execute();
}

/** The member's own name, written with its folded key (decision 0075). */
export async function updateName(db: Kysely<Database>, userId: string, name: string): Promise<void> {
  await db
    .updateTable('user')
    .set({ name, name_key: foldText(name), updatedAt: new Date() })
    .where('id', '=', userId)
    .execute();
}

/** The profile photo lives in better-auth's own `image` column of the user. */
export async function readAvatar(db: Kysely<Database>, userId: string): Promise<string | null> {
  const row = await db.selectFrom('user').select('image').where('id', '=', userId).executeTakeFirst();
  return row?.image ?? null;
}

export async function writeAvatar(db: Kysely<Database>, userId: string, url: string | null, at: Date): Promise<void> {
  await db.updateTable('user').set({ image: url, updatedAt: at }).where('id', '=', userId).execute();
}
