import type { Kysely, SqlBool } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database.js';
import { precompiled } from '../../../db/precompiled.js';
import type { Flag } from '../../../db/column-types.js';
import type { Database } from '../../../db/schema.js';
import { withAuthor } from '../common/authors.repository.js';
import { likedByColumn } from '../likes/likes.repository.js';
import { excerptOf } from '../../../markdown/excerpt.js';
import { searchDocument } from '../search/search-text.js';

type Db = Kysely<Database>;

/** Everything a topic card shows: the topic, its category and its author, plus the start of the text. */
function summaries(db: Db) {
  const topics = db.selectFrom('forum_topics as t').innerJoin('forum_categories as c', 'c.id', 't.category_id');
  return withAuthor(topics, 't').select([
    't.id',
    't.title',
    't.tags',
    't.pinned',
    't.locked',
    't.has_poll',
    't.by_academy',
    't.reply_count',
    't.like_count',
    't.view_count',
    't.created_at',
    't.edited_at',
    't.last_activity_at',
    't.author_id',
    't.category_id',
    'c.name as category_name',
    'c.slug as category_slug',
    't.excerpt',
  ]);
}

export type TopicSummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>['execute']>>[number];

/** 'latest': pinned first, then by last activity, newest first; keyset on (pinned, last activity, id). */
export function listLatest(
  db: Db,
  options: { categoryId: number | null; after: readonly [number, string, number] | null; limit: number },
) {
  const [pinned, at, id] = options.after ?? [0, '', 0];
  const variant = `${options.categoryId === null ? '' : 'category'}/${options.after ? 'after' : ''}`;
  return latestPage.execute(
    db,
    { categoryId: options.categoryId ?? 0, pinned: pinned === 1, at, id, limit: options.limit },
    variant,
  );
}

const latestPage = precompiled(
  (db, p: { categoryId: number; pinned: boolean; at: string; id: number; limit: number }, variant) => {
    let query = summaries(db);
    if (variant.startsWith('category')) query = query.where('t.category_id', '=', p.categoryId);
    if (variant.endsWith('after')) {
      query = query.where(sql<SqlBool>`(t.pinned, t.last_activity_at, t.id) < (${p.pinned}, ${p.at}, ${p.id})`);
    }
    return query
      .orderBy('t.pinned', 'desc')
      .orderBy('t.last_activity_at', 'desc')
      .orderBy('t.id', 'desc')
      .limit(p.limit);
  },
);

/** 'mostLiked': by likes, then newest; keyset on (likes, id). */
export function listMostLiked(
  db: Db,
  options: { categoryId: number | null; after: readonly [number, number] | null; limit: number },
) {
  let query = summaries(db);
  if (options.categoryId !== null) query = query.where('t.category_id', '=', options.categoryId);
  if (options.after) {
    const [likes, id] = options.after;
    query = query.where(sql<SqlBool>`(t.like_count, t.id) < (${likes}, ${id})`);
  }
  return query.orderBy('t.like_count', 'desc').orderBy('t.id', 'desc').limit(options.limit).execute();
}

export function findSummaries(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return summaries(db).where('t.id', 'in', ids).execute();
}

export function latestTopics(db: Db, limit: number) {
  return summaries(db).orderBy('t.id', 'desc').limit(limit).execute();
}

const topicById = precompiled((db, p: { id: number }) =>
  summaries(db).select(['t.content', 't.score_period']).where('t.id', '=', p.id),
);

export function findTopic(db: Db, id: number) {
  return topicById.first(db, { id });
}

export type TopicRow = NonNullable<Awaited<ReturnType<typeof findTopic>>>;

/** The topic as its page shows it to a member: with whether they have seen it before and liked it. */
const topicForViewer = precompiled((db, p: { id: number; userId: string }) =>
  summaries(db)
    .select([
      't.content',
      sql<Flag>`exists (select 1 from forum_topic_views as v where v.topic_id = t.id and v.user_id = ${p.userId})`.as(
        'viewed',
      ),
      likedByColumn('topic', 't.id', p.userId).as('liked'),
    ])
    .where('t.id', '=', p.id),
);

export function findTopicForViewer(db: Db, id: number, userId: string) {
  return topicForViewer.first(db, { id, userId });
}

export type ViewerTopicRow = NonNullable<Awaited<ReturnType<typeof findTopicForViewer>>>;

/** The PostgreSQL search document, weighted title A, tags B, content D (ts_rank's 1.0, 0.4, 0.1). */
function searchVector(kind: DatabaseKind, topic: { title: string; tags: string[]; content: string }) {
  if (kind !== 'postgres') return {};
  const doc = searchDocument(topic);
  return {
    search_vector: sql<string>`setweight(to_tsvector('simple', ${doc.title}), 'A') || setweight(to_tsvector('simple', ${doc.tags}), 'B') || setweight(to_tsvector('simple', ${doc.content}), 'D')`,
  };
}

export interface NewTopic {
  categoryId: number;
  /** Null for a topic nobody wrote (a lesson's questions topic): it earns no points. */
  authorId: string | null;
  title: string;
  content: string;
  tags: string[];
  hasPoll: boolean;
  /** The academy wrote it (a lesson's questions topic); it has no author. */
  byAcademy?: boolean;
  period: string;
  at: Date;
}

export async function insertTopic(db: Db, kind: DatabaseKind, topic: NewTopic): Promise<number> {
  const row = await db
    .insertInto('forum_topics')
    .values({
      category_id: topic.categoryId,
      author_id: topic.authorId,
      title: topic.title,
      content: topic.content,
      excerpt: excerptOf(topic.content),
      tags: JSON.stringify(topic.tags),
      has_poll: topic.hasPoll,
      by_academy: topic.byAcademy ?? false,
      score_period: topic.period,
      created_at: topic.at,
      last_activity_at: topic.at,
      ...searchVector(kind, topic),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export async function updateTopic(
  db: Db,
  kind: DatabaseKind,
  id: number,
  topic: { title: string; content: string; tags: string[]; categoryId: number; editedAt: Date },
): Promise<void> {
  await db
    .updateTable('forum_topics')
    .set({
      title: topic.title,
      content: topic.content,
      excerpt: excerptOf(topic.content),
      tags: JSON.stringify(topic.tags),
      category_id: topic.categoryId,
      edited_at: topic.editedAt,
      ...searchVector(kind, topic),
    })
    .where('id', '=', id)
    .execute();
}

export async function setModeration(db: Db, id: number, patch: { pinned?: boolean; locked?: boolean }) {
  await db.updateTable('forum_topics').set(patch).where('id', '=', id).execute();
}

/** Deletes the topic; replies, likes, views and poll go by ON DELETE CASCADE. */
export async function deleteTopic(db: Db, id: number): Promise<void> {
  await db.deleteFrom('forum_topics').where('id', '=', id).execute();
}

export async function adjustReplyCount(db: Db, id: number, delta: number, lastActivityAt: Date | string) {
  await db
    .updateTable('forum_topics')
    .set((eb) => ({ reply_count: eb('reply_count', '+', delta), last_activity_at: lastActivityAt }))
    .where('id', '=', id)
    .execute();
}

/** Counts a view once per member: true when this member had not seen the topic before. */
export async function recordView(db: Db, topicId: number, userId: string): Promise<boolean> {
  const result = await db
    .insertInto('forum_topic_views')
    .values({ topic_id: topicId, user_id: userId })
    .onConflict((oc) => oc.columns(['topic_id', 'user_id']).doNothing())
    .executeTakeFirst();
  if (Number(result.numInsertedOrUpdatedRows ?? 0) === 0) return false;
  await db
    .updateTable('forum_topics')
    .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
    .where('id', '=', topicId)
    .execute();
  return true;
}

/**
 * Takes the topic's row lock first in every transaction that writes under a topic (its replies,
 * likes, views, votes, notifications): 'write' (FOR NO KEY UPDATE) for those writers, 'delete'
 * (FOR UPDATE) for the deletion. Writes under one topic so run one after the other and the
 * deletion waits for those in flight; a later writer finds the topic gone (404). The lock comes
 * before any other, so transactions cannot wait on each other in a circle. (A shared lock was
 * not enough: re-locking a row held by several sharers queues behind a waiting deleter.) On
 * SQLite, which runs one write transaction at a time, it only reads the row. Returns whether the
 * topic is locked to replies, as read under the lock, or null when the topic is gone.
 */
export async function lockTopic(
  db: Db,
  kind: DatabaseKind,
  id: number,
  mode: 'write' | 'delete',
): Promise<{ locked: boolean } | null> {
  let row: { locked: unknown } | undefined;
  if (kind !== 'postgres') {
    row = await db.selectFrom('forum_topics').select('locked').where('id', '=', id).executeTakeFirst();
  } else {
    const lock = mode === 'write' ? sql`for no key update` : sql`for update`;
    row = (await sql<{ locked: boolean }>`select locked from forum_topics where id = ${id} ${lock}`.execute(db))
      .rows[0];
  }
  return row ? { locked: Boolean(row.locked) } : null;
}
