import type { ForumLikeState } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../http/app-error.js';
import type { Member } from '../../../auth/member.js';
import { unlessDeleted } from '../common/db-errors.js';
import { notifyAboutPost, withdrawLikeNotification } from '../common/notifications.js';
import { toId } from '../common/ids.js';
import { scorePeriod } from '../common/period.js';
import { recordScore } from '../ranking/scores.js';
import * as replies from '../replies/replies.repository.js';
import * as topics from '../topics/topics.repository.js';
import type { LikeTarget } from './likes.repository.js';
import * as repo from './likes.repository.js';

interface LikedPost {
  target: LikeTarget;
  id: number;
  topicId: number;
  authorId: string | null;
}

const gone = (target: LikeTarget) =>
  new AppError(target === 'topic' ? 'FORUM_TOPIC_NOT_FOUND' : 'FORUM_REPLY_NOT_FOUND');

async function findPost(app: FastifyInstance, target: LikeTarget, idText: string): Promise<LikedPost> {
  const id = toId(idText);
  if (target === 'topic') {
    const topic = await topics.findTopic(app.database.db, id);
    if (!topic) throw new AppError('FORUM_TOPIC_NOT_FOUND');
    return { target, id, topicId: id, authorId: topic.author_id };
  }
  const reply = await replies.findReply(app.database.db, id);
  if (!reply) throw new AppError('FORUM_REPLY_NOT_FOUND');
  return { target, id, topicId: reply.topic_id, authorId: reply.author_id };
}

/**
 * Likes a post once: the unique (post, member) index makes a repeated or concurrent send a no-op,
 * and only the send that created the like moves the counter, the author's point and the
 * notification, in the same transaction. Members do not like their own posts.
 */
export async function like(app: FastifyInstance, actor: Member, target: LikeTarget, idText: string) {
  const post = await findPost(app, target, idText);
  if (post.authorId === actor.id) throw new AppError('FORUM_OWN_POST_LIKE');
  const now = app.clock.now();
  const period = scorePeriod(now);
  const write = () =>
    app.database.db.transaction().execute(async (trx): Promise<ForumLikeState> => {
      if (!(await topics.lockTopic(trx, app.database.kind, post.topicId, 'write'))) throw gone(target);
      const topic = await topics.findTopic(trx, post.topicId);
      if (!topic) throw gone(target);
      if (!(await repo.insertLike(trx, target, { postId: post.id, userId: actor.id, period, at: now }))) {
        return { liked: true, likeCount: await repo.likeCount(trx, target, post.id) };
      }
      const likeCount = await repo.adjustLikeCount(trx, target, post.id, 1);
      await recordScore(trx, post.authorId, period, { likes: 1 }, now);
      await notifyAboutPost(trx, [post.authorId], {
        kind: 'forum.like',
        actorId: actor.id,
        post: { topicId: post.topicId, topicTitle: topic.title, replyId: target === 'reply' ? post.id : null },
        at: now,
      });
      return { liked: true, likeCount };
    });
  return unlessDeleted(write, () => gone(target));
}

/** Undoes a like (a no-op without one); the point goes from the month the like was given in. */
export async function unlike(app: FastifyInstance, actor: Member, target: LikeTarget, idText: string) {
  const post = await findPost(app, target, idText);
  return app.database.db.transaction().execute(async (trx): Promise<ForumLikeState> => {
    if (!(await topics.lockTopic(trx, app.database.kind, post.topicId, 'write'))) throw gone(target);
    const period = await repo.deleteLike(trx, target, post.id, actor.id);
    if (period === null) return { liked: false, likeCount: await repo.likeCount(trx, target, post.id) };
    const likeCount = await repo.adjustLikeCount(trx, target, post.id, -1);
    await recordScore(trx, post.authorId, period, { likes: -1 });
    await withdrawLikeNotification(trx, {
      recipientId: post.authorId,
      actorId: actor.id,
      topicId: post.topicId,
      replyId: target === 'reply' ? post.id : null,
    });
    return { liked: false, likeCount };
  });
}
