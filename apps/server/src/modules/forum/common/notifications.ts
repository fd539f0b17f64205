import type { CatalogueKey } from '@blivion/shared';
import { forumTopicPath } from '@blivion/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { notify, withdrawAbout, withdrawUnread } from '../../notifications/index.js';

/** The forum's notifications: a reply to my topic, a like on my post, an @mention of me in a post. */
export type ForumNotificationKind = 'forum.reply' | 'forum.like' | 'forum.mention';

/** A notification is about a post: the topic itself (replyId null) or one of its replies. */
export interface NotifiedPost {
  topicId: number;
  topicTitle: string;
  replyId: number | null;
}

const TOPIC_SUBJECT = 'forum.topic';
const REPLY_SUBJECT = 'forum.reply';

const subjectOf = (post: { topicId: number; replyId: number | null }) =>
  post.replyId === null ? { type: TOPIC_SUBJECT, id: post.topicId } : { type: REPLY_SUBJECT, id: post.replyId };

function textOf(kind: ForumNotificationKind, post: NotifiedPost): CatalogueKey {
  if (kind === 'forum.reply') return 'features.forum.notifications.reply';
  if (kind === 'forum.mention') return 'features.forum.notifications.mention';
  return post.replyId === null ? 'features.forum.notifications.topicLike' : 'features.forum.notifications.replyLike';
}

/**
 * Notifies the recipients about a post, in the caller's transaction (see notify): replies to a topic
 * and likes on a post are grouped ('Ana e mais 2 curtiram…', docs/decisions/0092), mentions are not.
 */
export function notifyAboutPost(
  db: Kysely<Database>,
  recipients: Iterable<string | null>,
  event: { kind: ForumNotificationKind; actorId: string; post: NotifiedPost; at: Date },
): Promise<void> {
  const { kind, actorId, post, at } = event;
  // New replies group per topic (one row until read, opening the first one); likes per post.
  const subject = kind === 'forum.reply' ? { type: TOPIC_SUBJECT, id: post.topicId } : subjectOf(post);
  return notify(db, recipients, {
    kind,
    actorId,
    subject,
    grouped: kind !== 'forum.mention',
    text: textOf(kind, post),
    params: { topic: post.topicTitle },
    link: forumTopicPath(String(post.topicId), post.replyId === null ? null : String(post.replyId)),
    at,
  });
}

/** An undone like takes its notification back if it is still unread. */
export function withdrawLikeNotification(
  db: Kysely<Database>,
  like: { recipientId: string | null; actorId: string; topicId: number; replyId: number | null },
): Promise<void> {
  return withdrawUnread(db, { ...like, kind: 'forum.like', subject: subjectOf(like) });
}

/** A deleted topic takes the notifications about it and about its replies with it. */
export async function withdrawTopicNotifications(db: Kysely<Database>, topicId: number, replyIds: number[]) {
  await withdrawAbout(db, TOPIC_SUBJECT, [topicId]);
  await withdrawAbout(db, REPLY_SUBJECT, replyIds);
}

/** A deleted reply takes the notifications about it with it. */
export function withdrawReplyNotifications(db: Kysely<Database>, replyId: number): Promise<void> {
  return withdrawAbout(db, REPLY_SUBJECT, [replyId]);
}
