import type { Kysely, SqlBool } from 'kysely';
import { sql } from 'kysely';
import { precompiled } from '../../../db/precompiled.js';
import type { Database } from '../../../db/schema.js';
import { memberCards } from '../../accounts/index.js';

type Db = Kysely<Database>;

/** A member as the community sees them (the accounts door's card), with what decides the staff badge (never shown itself). */
const memberRow = precompiled((db, p: { id: string }) =>
  db
    .selectFrom(memberCards(db).as('u'))
    .leftJoin('forum_member_profiles as mp', 'mp.user_id', 'u.id')
    .select([
      'u.id',
      'u.name',
      'u.image',
      'u.email',
      'u.createdAt',
      'u.role',
      'mp.bio',
      'mp.links',
      'mp.hide_courses',
      'mp.hide_activity',
    ])
    .where('u.id', '=', p.id),
);

export function findMember(db: Db, id: string) {
  return memberRow.first(db, { id });
}
export type MemberRow = NonNullable<Awaited<ReturnType<typeof findMember>>>;

/** Writes the member's own fields (a row is created when missing). */
export async function saveProfile(
  db: Db,
  userId: string,
  fields: { bio?: string; links?: string; hide_courses?: boolean; hide_activity?: boolean },
  at: Date,
): Promise<void> {
  await db
    .insertInto('forum_member_profiles')
    .values({ user_id: userId, ...fields, updated_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...fields, updated_at: at }))
    .execute();
}

const scoreRow = precompiled((db, p: { id: string; month: string }) =>
  db
    .selectFrom('forum_scores')
    .select(['period', 'score'])
    .where('user_id', '=', p.id)
    .where((eb) => eb.or([eb('period', '=', p.month), eb('period', '=', 'all')])),
);

/** The member's points this month and all time (missing periods are absent). */
export function scoresOf(db: Db, userId: string, month: string) {
  return scoreRow.execute(db, { id: userId, month });
}

/** After (created_at, kind, id) of the last item: topics sort before replies at the same instant. */
export type ActivityKey = readonly [string, number, number];
const TOPIC = 0;
const REPLY = 1;

function before(at: string, kind: number, id: number, self: number) {
  return sql<SqlBool>`(created_at < ${at} or (created_at = ${at} and (${self} > ${kind} or (${self} = ${kind} and id < ${id}))))`;
}

/** A member's newest topics and replies after a key (forum_*_author_recent_idx), each at most `limit`. */
export async function activityOf(db: Db, userId: string, after: ActivityKey | null, limit: number) {
  let topics = db
    .selectFrom('forum_topics')
    .select(['id', 'title', 'excerpt', 'created_at'])
    .where('author_id', '=', userId);
  let replies = db
    .selectFrom('forum_replies as r')
    .innerJoin('forum_topics as t', 't.id', 'r.topic_id')
    .select(['r.id', 'r.topic_id', 't.title', 'r.content', 'r.created_at'])
    .where('r.author_id', '=', userId);
  if (after) {
    const [at, kind, id] = after;
    topics = topics.where(before(at, kind, id, TOPIC));
    replies = replies.where(
      sql<SqlBool>`(r.created_at < ${at} or (r.created_at = ${at} and (${REPLY} > ${kind} or (${REPLY} = ${kind} and r.id < ${id}))))`,
    );
  }
  return Promise.all([
    topics.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).execute(),
    replies.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc').limit(limit).execute(),
  ]);
}
