import type { ForumReply, ForumReplyPage } from '@blivion/shared';
import { FORUM_PAGE_SIZE, forumTopicChannel } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import { toIso } from '../../../db/schema.js';
import { AppError } from '../../../http/app-error.js';
import type { Member } from '../../../auth/member.js';
import { toAuthor } from '../common/authors.js';
import { unlessDeleted } from '../common/db-errors.js';
import { takePostingSlot } from '../common/flood.js';
import { idString, toId } from '../common/ids.js';
import { decodeCursor, encodeCursor, pageOf } from '../../../http/keyset-cursor.js';
import { mentionedMembers } from '../common/mentions.js';
import { notifyAboutPost, withdrawReplyNotifications } from '../common/notifications.js';
import { scorePeriod } from '../common/period.js';
import { authorContext } from '../common/author-context.js';
import type { AuthorContext } from '../common/authors.js';
import { assertMayChange, isModerator, mayChange } from '../common/policy.js';
import * as likes from '../likes/likes.repository.js';
import { renderMarkdown } from '../../../markdown/render.js';
import { recordScore, revokeScores } from '../ranking/scores.js';
import * as topics from '../topics/topics.repository.js';
import type { ReplyRow } from './replies.repository.js';
import * as repo from './replies.repository.js';
import { announce } from '../../../events/announce.js';

function toReply(authors: AuthorContext, row: ReplyRow, viewer: Member, likedByMe: boolean): ForumReply {
  return {
    id: idString(row.id),
    topicId: idString(row.topic_id),
    author: toAuthor(row, authors),
    content: row.content,
    contentHtml: renderMarkdown(row.content),
    likeCount: Number(row.like_count),
    likedByMe,
    createdAt: toIso(row.created_at),
    editedAt: row.edited_at === null ? null : toIso(row.edited_at),
    canEdit: mayChange(viewer, row.author_id),
    canDelete: mayChange(viewer, row.author_id),
  };
}

type ReplyKey = readonly [string, number];
const keyOf = (row: ReplyRow): ReplyKey => [toIso(row.created_at), Number(row.id)];

/** Which page: the first, after a key (`cursor`), before a key (`before`) or starting at a reply. */
export type ReplyPagePosition = { after: ReplyKey | null } | { before: ReplyKey } | { from: ReplyKey };

async function pageRows(
  db: FastifyInstance['database']['db'],
  topicId: number,
  at: ReplyPagePosition,
  limit: number,
  viewerId: string,
) {
  if ('before' in at) {
    const rows = (await repo.listRepliesBefore(db, topicId, at.before, limit + 1, viewerId)).reverse();
    const items = rows.slice(-limit);
    return { items, nextCursor: encodeCursor(at.before), hasEarlier: rows.length > limit };
  }
  if ('from' in at) {
    // The reply itself is the first item: the key just below it is (its time, its id - 1).
    const rows = await repo.listReplies(db, topicId, [at.from[0], at.from[1] - 1], limit + 1, viewerId);
    const page = pageOf(rows, limit, keyOf);
    return { ...page, hasEarlier: await repo.hasReplyBefore(db, topicId, at.from) };
  }
  const rows = await repo.listReplies(db, topicId, at.after, limit + 1, viewerId);
  return { ...pageOf(rows, limit, keyOf), hasEarlier: false };
}

/** A page of a topic's replies, oldest first, each with the viewer's own like. */
export async function replyPage(
  app: FastifyInstance,
  viewer: Member,
  topicId: number,
  at: ReplyPagePosition,
  limit = FORUM_PAGE_SIZE,
): Promise<ForumReplyPage> {
  const [page, authors] = await Promise.all([
    pageRows(app.database.db, topicId, at, limit, viewer.id),
    authorContext(app),
  ]);
  const first = page.items[0];
  return {
    items: page.items.map((row) => toReply(authors, row, viewer, Boolean(row.liked))),
    nextCursor: page.nextCursor,
    previousCursor: page.hasEarlier && first ? encodeCursor(keyOf(first)) : null,
  };
}

/**
 * GET /topics/:id/replies: `?around=<replyId>` opens the page that starts at that reply (a link
 * from a notification), with `previousCursor` for the replies before it.
 */
export async function listReplies(
  app: FastifyInstance,
  viewer: Member,
  topicIdText: string,
  query: { cursor?: string | undefined; before?: string | undefined; around?: string | undefined; limit: number },
) {
  const db = app.database.db;
  const topicId = toId(topicIdText);
  if (!(await topics.findTopic(db, topicId))) throw new AppError('FORUM_TOPIC_NOT_FOUND');
  if (query.around !== undefined) {
    const reply = await repo.findReplyKey(db, topicId, toId(query.around));
    if (!reply) throw new AppError('FORUM_REPLY_NOT_FOUND');
    return replyPage(app, viewer, topicId, { from: [toIso(reply.created_at), Number(reply.id)] }, query.limit);
  }
  const before = decodeCursor(query.before, ['instant', 'integer'] as const);
  if (before) return replyPage(app, viewer, topicId, { before }, query.limit);
  return replyPage(
    app,
    viewer,
    topicId,
    { after: decodeCursor(query.cursor, ['instant', 'integer'] as const) },
    query.limit,
  );
}

async function existingReply(app: FastifyInstance, id: string): Promise<repo.StoredReplyRow> {
  const row = await repo.findReply(app.database.db, toId(id));
  if (!row) throw new AppError('FORUM_REPLY_NOT_FOUND');
  return row;
}

/**
 * A reply (flood limit, reply count and last activity, the author's points, a notification to the
 * topic's author and to mentioned members) in one transaction. A locked topic takes replies from
 * moderators only.
 */
export async function createReply(app: FastifyInstance, actor: Member, topicIdText: string, content: string) {
  const topicId = toId(topicIdText);
  const db = app.database.db;
  const topic = await topics.findTopic(db, topicId);
  if (!topic) throw new AppError('FORUM_TOPIC_NOT_FOUND');
  if (topic.locked && !isModerator(actor)) throw new AppError('FORUM_TOPIC_LOCKED');
  const now = app.clock.now();
  const period = scorePeriod(now);
  const write = () =>
    db.transaction().execute(async (trx) => {
      // Read again under the row lock: a moderator may have locked the topic since the check above.
      const current = await topics.lockTopic(trx, app.database.kind, topicId, 'write');
      if (!current) throw new AppError('FORUM_TOPIC_NOT_FOUND');
      if (current.locked && !isModerator(actor)) throw new AppError('FORUM_TOPIC_LOCKED');
      await takePostingSlot(trx, actor.id, 'reply', now);
      const replyId = await repo.insertReply(trx, { topicId, authorId: actor.id, content, period, at: now });
      await topics.adjustReplyCount(trx, topicId, 1, now);
      await recordScore(trx, actor.id, period, { replies: 1 }, now);
      const event = { actorId: actor.id, post: { topicId, topicTitle: topic.title, replyId }, at: now };
      await notifyAboutPost(trx, [topic.author_id], { ...event, kind: 'forum.reply' });
      const mentioned = await mentionedMembers(trx, content);
      await notifyAboutPost(
        trx,
        mentioned.filter((memberId) => memberId !== topic.author_id),
        { ...event, kind: 'forum.mention' },
      );
      // Pages open on the topic show the new reply (decision 0049).
      announce(trx, forumTopicChannel(topicId), 'forum.reply', { topicId: String(topicId) });
      return replyId;
    });
  const id = await unlessDeleted(write, () => new AppError('FORUM_TOPIC_NOT_FOUND'));
  return toReply(await authorContext(app), (await repo.findReply(db, id))!, actor, false);
}

export async function updateReply(app: FastifyInstance, actor: Member, id: string, content: string) {
  const row = await existingReply(app, id);
  assertMayChange(actor, row.author_id);
  const now = app.clock.now();
  await app.database.db.transaction().execute(async (trx) => {
    if (!(await topics.lockTopic(trx, app.database.kind, row.topic_id, 'write')))
      throw new AppError('FORUM_REPLY_NOT_FOUND');
    await repo.updateReplyContent(trx, row.id, content, now);
    const mentioned = await mentionedMembers(trx, content, row.content);
    if (mentioned.length === 0) return;
    const topic = await topics.findTopic(trx, row.topic_id);
    await notifyAboutPost(trx, mentioned, {
      kind: 'forum.mention',
      actorId: actor.id,
      post: { topicId: row.topic_id, topicTitle: topic!.title, replyId: row.id },
      at: now,
    });
  });
  const [updated, liked] = await Promise.all([
    repo.findReply(app.database.db, row.id),
    likes.likedBy(app.database.db, 'reply', [row.id], actor.id),
  ]);
  return toReply(await authorContext(app), updated!, actor, liked.has(row.id));
}

/** Deletes a reply with its likes; the points it earned go, and the topic's counters follow. */
export async function deleteReply(app: FastifyInstance, actor: Member, id: string): Promise<void> {
  const row = await existingReply(app, id);
  assertMayChange(actor, row.author_id);
  await app.database.db.transaction().execute(async (trx) => {
    if (!(await topics.lockTopic(trx, app.database.kind, row.topic_id, 'write'))) return;
    await repo.lockReply(trx, app.database.kind, row.id);
    const received = await likes.receivedLikes(trx, { replyId: row.id });
    await revokeScores(trx, [
      { userId: row.author_id, period: row.score_period, delta: { replies: 1 } },
      ...received.map((like) => ({
        userId: like.author_id,
        period: like.score_period,
        delta: { likes: Number(like.count) },
      })),
    ]);
    await repo.deleteReply(trx, row.id);
    await withdrawReplyNotifications(trx, row.id);
    const topic = await topics.findTopic(trx, row.topic_id);
    const lastReplyAt = await repo.latestActivity(trx, row.topic_id);
    await topics.adjustReplyCount(trx, row.topic_id, -1, lastReplyAt ?? topic!.created_at);
  });
}
