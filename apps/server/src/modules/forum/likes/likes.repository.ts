import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { precompiled } from '../../../db/precompiled.js';
import type { Flag } from '../../../db/column-types.js';
import type { Database } from '../../../db/schema.js';

type Db = Kysely<Database>;

/** A like on a topic or on a reply: the likes table, its post column and the post table. */
export type LikeTarget = 'topic' | 'reply';
const TABLES = {
  topic: { likes: 'forum_topic_likes', column: 'topic_id', posts: 'forum_topics' },
  reply: { likes: 'forum_reply_likes', column: 'reply_id', posts: 'forum_replies' },
} as const;

// The two likes tables have the same shape; Kysely is told the topic one and the names come from TABLES.
type LikesTable = 'forum_topic_likes';
type PostsTable = 'forum_topics';
const likesOf = (target: LikeTarget) => TABLES[target].likes as LikesTable;
const columnOf = (target: LikeTarget) => TABLES[target].column as 'topic_id';
const postsOf = (target: LikeTarget) => TABLES[target].posts as PostsTable;

/** Insert-or-ignore on the (post, member) unique index: true only for the send that created the like. */
export async function insertLike(
  db: Db,
  target: LikeTarget,
  like: { postId: number; userId: string; period: string; at: Date },
): Promise<boolean> {
  const result = await db
    .insertInto(likesOf(target))
    .values({
      [columnOf(target)]: like.postId,
      user_id: like.userId,
      score_period: like.period,
      created_at: like.at,
    } as {
      topic_id: number;
      user_id: string;
      score_period: string;
      created_at: Date;
    })
    .onConflict((oc) => oc.columns([columnOf(target), 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Removes the member's like; the month it was given in (to take its point back), or null if there was none. */
export async function deleteLike(db: Db, target: LikeTarget, postId: number, userId: string) {
  const row = await db
    .deleteFrom(likesOf(target))
    .where(columnOf(target), '=', postId)
    .where('user_id', '=', userId)
    .returning('score_period')
    .executeTakeFirst();
  return row?.score_period ?? null;
}

/** Moves the post's like counter in the like's transaction; returns the new count. */
export async function adjustLikeCount(db: Db, target: LikeTarget, postId: number, delta: number): Promise<number> {
  const row = await db
    .updateTable(postsOf(target))
    .set((eb) => ({ like_count: eb('like_count', '+', delta) }))
    .where('id', '=', postId)
    .returning('like_count')
    .executeTakeFirst();
  return Number(row?.like_count ?? 0);
}

export async function likeCount(db: Db, target: LikeTarget, postId: number): Promise<number> {
  const row = await db.selectFrom(postsOf(target)).select('like_count').where('id', '=', postId).executeTakeFirst();
  return Number(row?.like_count ?? 0);
}

/** One compiled query per target and number of posts (a page's worth at most): `p0`, `p1`... are the ids. */
const likedRows = precompiled((db, args: Record<string, unknown>, variant) => {
  const [target, count] = variant.split(':') as [LikeTarget, string];
  const ids = Array.from({ length: Number(count) }, (_, i) => args[`p${i}`] as number);
  return db
    .selectFrom(likesOf(target))
    .select(sql<number>`${sql.ref(columnOf(target))}`.as('post_id'))
    .where(columnOf(target), 'in', ids)
    .where('user_id', '=', args.userId as string);
});

/**
 * Whether the member liked the post whose id is in `postColumn`, as a column of the read that shows
 * the post (an EXISTS on the likes table's unique (post, member) index): one statement fewer than
 * asking likedBy after it. 0/1 on SQLite, a boolean on PostgreSQL.
 */
export function likedByColumn(target: LikeTarget, postColumn: 't.id' | 'r.id', userId: string) {
  return sql<Flag>`exists (select 1 from ${sql.table(likesOf(target))} as l where l.${sql.ref(columnOf(target))} = ${sql.ref(postColumn)} and l.user_id = ${userId})`;
}

/** Which of these posts the member liked. */
export async function likedBy(db: Db, target: LikeTarget, postIds: number[], userId: string): Promise<Set<number>> {
  if (postIds.length === 0) return new Set();
  const args: Record<string, unknown> = { userId };
  postIds.forEach((id, i) => (args[`p${i}`] = id));
  const rows = await likedRows.execute(db, args, `${target}:${postIds.length}`);
  return new Set(rows.map((row) => Number(row.post_id)));
}

/** Likes received per post author and month, on a topic and its replies or on one reply: what deleting them takes back. */
export async function receivedLikes(db: Db, where: { topicId: number } | { replyId: number }) {
  const onReplies = db
    .selectFrom('forum_reply_likes as l')
    .innerJoin('forum_replies as r', 'r.id', 'l.reply_id')
    .select(['r.author_id', 'l.score_period'])
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('r.author_id', 'is not', null)
    .groupBy(['r.author_id', 'l.score_period']);
  if ('replyId' in where) return onReplies.where('r.id', '=', where.replyId).execute();
  const onTopic = await db
    .selectFrom('forum_topic_likes as l')
    .innerJoin('forum_topics as t', 't.id', 'l.topic_id')
    .select(['t.author_id', 'l.score_period'])
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('t.id', '=', where.topicId)
    .where('t.author_id', 'is not', null)
    .groupBy(['t.author_id', 'l.score_period'])
    .execute();
  return [...onTopic, ...(await onReplies.where('r.topic_id', '=', where.topicId).execute())];
}
