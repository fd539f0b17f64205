import { authorContext } from '../common/author-context.js';
import type { createTopicSchema, ForumTopicDetail, updateTopicSchema } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { AppError, fieldError, validationError } from '../../../http/app-error.js';
import type { Member } from '../../../auth/member.js';
import * as categories from '../categories/categories.repository.js';
import { unlessDeleted } from '../common/db-errors.js';
import { takePostingSlot } from '../common/flood.js';
import { toId } from '../common/ids.js';
import { mentionedMembers } from '../common/mentions.js';
import { notifyAboutPost, withdrawTopicNotifications } from '../common/notifications.js';
import { scorePeriod } from '../common/period.js';
import { assertMayChange, assertModerator, isModerator, mayChange } from '../common/policy.js';
import * as likes from '../likes/likes.repository.js';
import { renderMarkdown } from '../../../markdown/render.js';
import { assertPollClosesInFuture, createPoll, pollView } from '../polls/polls.service.js';
import { recordScore, revokeScores } from '../ranking/scores.js';
import * as replies from '../replies/replies.repository.js';
import { replyPage } from '../replies/replies.service.js';
import type { TopicRow, ViewerTopicRow } from './topics.repository.js';
import * as repo from './topics.repository.js';
import { parseTags, toSummary } from './topic-view.js';

type CreateTopicInput = z.output<typeof createTopicSchema>;
type UpdateTopicInput = z.output<typeof updateTopicSchema>;

async function existingTopic(app: FastifyInstance, id: number): Promise<TopicRow> {
  const row = await repo.findTopic(app.database.db, id);
  if (!row) throw new AppError('FORUM_TOPIC_NOT_FOUND');
  return row;
}

async function assertCategoryExists(app: FastifyInstance, categoryId: number): Promise<void> {
  if (!(await categories.findCategory(app.database.db, categoryId))) {
    throw validationError(fieldError('categoryId', 'forumValidation.categoryNotFound'));
  }
}

/** The topic as the viewer sees it (their view and like read with it), or 404. */
async function viewedTopic(app: FastifyInstance, id: number, viewer: Member): Promise<ViewerTopicRow> {
  const row = await repo.findTopicForViewer(app.database.db, id, viewer.id);
  if (!row) throw new AppError('FORUM_TOPIC_NOT_FOUND');
  return row;
}

/** The topic page: the topic, the viewer's like and vote, what the viewer may do, and the first replies. */
async function detail(app: FastifyInstance, viewer: Member, row: ViewerTopicRow): Promise<ForumTopicDetail> {
  const [poll, firstReplies, authors] = await Promise.all([
    row.has_poll ? pollView(app.database.db, row.id, viewer.id, app.clock.now()) : null,
    replyPage(app, viewer, row.id, { after: null }),
    authorContext(app),
  ]);
  const may = mayChange(viewer, row.author_id);
  return {
    ...toSummary(row, authors),
    content: row.content,
    contentHtml: renderMarkdown(row.content),
    likedByMe: Boolean(row.liked),
    poll,
    canEdit: may,
    canDelete: may,
    canModerate: isModerator(viewer),
    canReply: !row.locked || isModerator(viewer),
    replies: firstReplies,
  };
}

/** Opens a topic, counting the view once per member (the page then shows the new count). */
export async function getTopic(app: FastifyInstance, viewer: Member, idText: string): Promise<ForumTopicDetail> {
  const id = toId(idText);
  const db = app.database.db;
  const row = await viewedTopic(app, id, viewer);
  if (row.viewed) return detail(app, viewer, row);
  await unlessDeleted(
    () =>
      db.transaction().execute(async (trx) => {
        if (await repo.lockTopic(trx, app.database.kind, id, 'write')) await repo.recordView(trx, id, viewer.id);
      }),
    () => new AppError('FORUM_TOPIC_NOT_FOUND'),
  );
  return detail(app, viewer, await viewedTopic(app, id, viewer));
}

/**
 * 'Novo Tópico': the flood limit, the topic (and poll), the category count, the author's points
 * and the mention notifications, all in one transaction.
 */
export async function createTopic(app: FastifyInstance, actor: Member, input: CreateTopicInput) {
  const categoryId = toId(input.categoryId);
  await assertCategoryExists(app, categoryId);
  const now = app.clock.now();
  if (input.poll) assertPollClosesInFuture(input.poll, now);
  const period = scorePeriod(now);
  const id = await app.database.db.transaction().execute(async (trx) => {
    await takePostingSlot(trx, actor.id, 'topic', now);
    const topicId = await repo.insertTopic(trx, app.database.kind, {
      categoryId,
      authorId: actor.id,
      title: input.title,
      content: input.content,
      tags: input.tags,
      hasPoll: Boolean(input.poll),
      period,
      at: now,
    });
    if (input.poll) await createPoll(trx, topicId, input.poll);
    await categories.adjustTopicCount(trx, categoryId, 1);
    await recordScore(trx, actor.id, period, { topics: 1 }, now);
    const mentioned = await mentionedMembers(trx, input.content);
    const post = { topicId, topicTitle: input.title, replyId: null };
    await notifyAboutPost(trx, mentioned, { kind: 'forum.mention', actorId: actor.id, post, at: now });
    return topicId;
  });
  return detail(app, actor, await viewedTopic(app, id, actor));
}

/** Authors edit their own topic, moderators any topic; a new category must exist. */
export async function updateTopic(app: FastifyInstance, actor: Member, idText: string, input: UpdateTopicInput) {
  const row = await existingTopic(app, toId(idText));
  assertMayChange(actor, row.author_id);
  const categoryId = input.categoryId !== undefined ? toId(input.categoryId) : row.category_id;
  if (categoryId !== row.category_id) await assertCategoryExists(app, categoryId);
  const now = app.clock.now();
  const next = {
    title: input.title ?? row.title,
    content: input.content ?? row.content,
    tags: input.tags ?? parseTags(row.tags),
    categoryId,
    editedAt: now,
  };
  await app.database.db.transaction().execute(async (trx) => {
    await repo.updateTopic(trx, app.database.kind, row.id, next);
    if (categoryId !== row.category_id) {
      await categories.adjustTopicCount(trx, row.category_id, -1);
      await categories.adjustTopicCount(trx, categoryId, 1);
    }
    const mentioned = await mentionedMembers(trx, next.content, row.content);
    const post = { topicId: row.id, topicTitle: next.title, replyId: null };
    await notifyAboutPost(trx, mentioned, { kind: 'forum.mention', actorId: actor.id, post, at: now });
  });
  return detail(app, actor, await viewedTopic(app, row.id, actor));
}

/** Pin and lock, for admin and master. */
export async function moderateTopic(
  app: FastifyInstance,
  actor: Member,
  idText: string,
  input: { pinned?: boolean | undefined; locked?: boolean | undefined },
) {
  assertModerator(actor);
  const row = await existingTopic(app, toId(idText));
  await repo.setModeration(app.database.db, row.id, {
    ...(input.pinned !== undefined ? { pinned: input.pinned } : {}),
    ...(input.locked !== undefined ? { locked: input.locked } : {}),
  });
  return detail(app, actor, await viewedTopic(app, row.id, actor));
}

/**
 * Deletes a topic with its replies, likes, poll and notifications (cascades), and takes back every
 * point they earned: the topic's, each reply's, and each like received, in the month each happened.
 */
export async function deleteTopic(app: FastifyInstance, actor: Member, idText: string): Promise<void> {
  const row = await existingTopic(app, toId(idText));
  assertMayChange(actor, row.author_id);
  await app.database.db.transaction().execute(async (trx) => {
    if (!(await repo.lockTopic(trx, app.database.kind, row.id, 'delete'))) throw new AppError('FORUM_TOPIC_NOT_FOUND');
    const replyScores = await replies.replyScores(trx, { topicId: row.id });
    const received = await likes.receivedLikes(trx, { topicId: row.id });
    await revokeScores(trx, [
      { userId: row.author_id, period: row.score_period, delta: { topics: 1 } },
      ...replyScores.map((r) => ({ userId: r.author_id, period: r.score_period, delta: { replies: Number(r.count) } })),
      ...received.map((l) => ({ userId: l.author_id, period: l.score_period, delta: { likes: Number(l.count) } })),
    ]);
    await categories.adjustTopicCount(trx, row.category_id, -1);
    await withdrawTopicNotifications(trx, row.id, await replies.replyIds(trx, row.id));
    await repo.deleteTopic(trx, row.id);
  });
}
