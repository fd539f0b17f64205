import type { Kysely, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import { authorSelection } from '../common/authors.js';

type Db = Kysely<Database>;

function replies(db: Db) {
  return db
    .selectFrom('forum_replies as r')
    .leftJoin('user as u', 'u.id', 'r.author_id')
    .leftJoin('profiles as p', 'p.user_id', 'r.author_id')
    .select([
      'r.id',
      'r.topic_id',
      'r.author_id',
      'r.content',
      'r.like_count',
      'r.score_period',
      'r.created_at',
      'r.edited_at',
      ...authorSelection,
    ]);
}

export type ReplyRow = Awaited<ReturnType<ReturnType<typeof replies>['execute']>>[number];

/** A topic's replies, oldest first, after a (created_at, id) key: forum_replies_topic_idx serves it. */
export function listReplies(db: Db, topicId: number, after: readonly [string, number] | null, limit: number) {
  let query = replies(db).where('r.topic_id', '=', topicId);
  if (after) query = query.where(sql<SqlBool>`(r.created_at, r.id) > (${after[0]}, ${after[1]})`);
  return query.orderBy('r.created_at').orderBy('r.id').limit(limit).execute();
}

export function findReply(db: Db, id: number) {
  return replies(db).where('r.id', '=', id).executeTakeFirst();
}

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

/** Deletes the reply; its likes and notifications go by ON DELETE CASCADE. */
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
