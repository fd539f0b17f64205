import type { Kysely, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database.js';
import { precompiled } from '../../../db/precompiled.js';
import type { Database } from '../../../db/schema.js';
import { withAuthor } from '../common/authors.repository.js';
import { likedByColumn } from '../likes/likes.repository.js';

type Db = Kysely<Database>;

function replies(db: Db) {
  return withAuthor(db.selectFrom('forum_replies as r'), 'r').select([
    'r.id',
    'r.topic_id',
    'r.author_id',
    'r.content',
    'r.like_count',
    'r.created_at',
    'r.edited_at',
  ]);
}

export type ReplyRow = Awaited<ReturnType<ReturnType<typeof replies>['execute']>>[number];

/** A page's replies, each with whether the viewer liked it (read in the same statement). */
function repliesFor(db: Db, viewerId: string) {
  return replies(db).select(likedByColumn('reply', 'r.id', viewerId).as('liked'));
}

/** A topic's replies, oldest first, after a (created_at, id) key: forum_replies_topic_idx serves it. */
const repliesPage = precompiled(
  (db, p: { topicId: number; at: string; id: number; limit: number; viewerId: string }, variant) => {
    let query = repliesFor(db, p.viewerId).where('r.topic_id', '=', p.topicId);
    if (variant === 'after') query = query.where(sql<SqlBool>`(r.created_at, r.id) > (${p.at}, ${p.id})`);
    return query.orderBy('r.created_at').orderBy('r.id').limit(p.limit);
  },
);

export function listReplies(
  db: Db,
  topicId: number,
  after: readonly [string, number] | null,
  limit: number,
  viewerId: string,
) {
  const [at, id] = after ?? ['', 0];
  return repliesPage.execute(db, { topicId, at, id, limit, viewerId }, after ? 'after' : '');
}

/** A topic's replies before a (created_at, id) key, newest first (the caller turns them around). */
export function listRepliesBefore(
  db: Db,
  topicId: number,
  before: readonly [string, number],
  limit: number,
  viewerId: string,
) {
  return repliesFor(db, viewerId)
    .where('r.topic_id', '=', topicId)
    .where(sql<SqlBool>`(r.created_at, r.id) < (${before[0]}, ${before[1]})`)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
}

/** The sort key of a reply of that topic (undefined when the reply is not in the topic). */
export function findReplyKey(db: Db, topicId: number, replyId: number) {
  return db
    .selectFrom('forum_replies')
    .select(['created_at', 'id'])
    .where('id', '=', replyId)
    .where('topic_id', '=', topicId)
    .executeTakeFirst();
}

/** Whether the topic has a reply before a (created_at, id) key. */
export async function hasReplyBefore(db: Db, topicId: number, before: readonly [string, number]): Promise<boolean> {
  const row = await db
    .selectFrom('forum_replies as r')
    .select('r.id')
    .where('r.topic_id', '=', topicId)
    .where(sql<SqlBool>`(r.created_at, r.id) < (${before[0]}, ${before[1]})`)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** One reply, with the period its points were counted in (what deleting it takes back). */
export function findReply(db: Db, id: number) {
  return replies(db).select('r.score_period').where('r.id', '=', id).executeTakeFirst();
}

export type StoredReplyRow = NonNullable<Awaited<ReturnType<typeof findReply>>>;

/** The newest replies anywhere, with their topic's title, for the dashboard's recent activity. */
export function latestReplies(db: Db, limit: number) {
  return replies(db)
    .innerJoin('forum_topics as t', 't.id', 'r.topic_id')
    .select('t.title as topic_title')
    .orderBy('r.id', 'desc')
    .limit(limit)
    .execute();
}

export async function insertReply(
  db: Db,
  reply: { topicId: number; authorId: string; content: string; period: string; at: Date },
): Promise<number> {
  const row = await db
    .insertInto('forum_replies')
    .values({
      topic_id: reply.topicId,
      author_id: reply.authorId,
      content: reply.content,
      score_period: reply.period,
      created_at: reply.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateReplyContent(db: Db, id: number, content: string, editedAt: Date): Promise<void> {
  await db.updateTable('forum_replies').set({ content, edited_at: editedAt }).where('id', '=', id).execute();
}

/** The ids of a topic's replies (its deletion withdraws the notifications about them). */
export async function replyIds(db: Db, topicId: number): Promise<number[]> {
  const rows = await db.selectFrom('forum_replies').select('id').where('topic_id', '=', topicId).execute();
  return rows.map((row) => Number(row.id));
}

/** Deletes the reply; its likes go by ON DELETE CASCADE. */
export async function deleteReply(db: Db, id: number): Promise<void> {
  await db.deleteFrom('forum_replies').where('id', '=', id).execute();
}

/** The topic's latest activity once a reply is gone: its newest remaining reply, or its creation. */
export async function latestActivity(db: Db, topicId: number) {
  const row = await db
    .selectFrom('forum_replies')
    .select('created_at')
    .where('topic_id', '=', topicId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.created_at ?? null;
}

/** Reply counts per author and month of a topic (or of one reply): what its deletion takes back. */
export function replyScores(db: Db, where: { topicId: number } | { replyId: number }) {
  const query = db
    .selectFrom('forum_replies')
    .select(['author_id', 'score_period'])
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('author_id', 'is not', null);
  return ('topicId' in where ? query.where('topic_id', '=', where.topicId) : query.where('id', '=', where.replyId))
    .groupBy(['author_id', 'score_period'])
    .execute();
}

/** PostgreSQL: locks a reply before its deletion reads the likes to take back (after lockTopic 'write'). */
export async function lockReply(db: Db, kind: DatabaseKind, id: number): Promise<void> {
  if (kind !== 'postgres') return;
  await sql`select id from forum_replies where id = ${id} for update`.execute(db);
}

/**
 * Whether the topic whose id is the column `topicId` of the caller's query ('q.topic_id') got a
 * reply in [from, to) from anyone but the member: a correlated EXISTS on forum_replies_topic_idx,
 * for other modules' queries (the courses' weekly digest) through the forum's door.
 */
export function repliedByOthersBetween(
  db: Db,
  topicId: `${string}.${string}`,
  window: { memberId: string; from: Date; to: Date },
) {
  const replies = db
    .selectFrom('forum_replies as r')
    .select('r.id')
    .where('r.topic_id', '=', sql.ref<number>(topicId))
    .where('r.created_at', '>=', window.from)
    .where('r.created_at', '<', window.to)
    .where((eb) => eb.or([eb('r.author_id', 'is', null), eb('r.author_id', '!=', window.memberId)]));
  return sql<SqlBool>`exists ${replies}`;
}
