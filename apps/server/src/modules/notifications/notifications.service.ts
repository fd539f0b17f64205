import type { AppNotification, NotificationKind, NotificationsPage } from '@blivion/shared';
import { forumTopicPath, notificationKindSchema } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { toIso } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import type { Member } from '../me/member.js';
import { decodeCursor, pageOf } from '../../http/keyset-cursor.js';
import type { NotificationRow } from './notifications.repository.js';
import * as repo from './notifications.repository.js';

export interface ForumEvent {
  kind: NotificationKind;
  actorId: string;
  topicId: number;
  replyId: number | null;
  at: Date;
}

/**
 * Raises one notification per recipient, in the caller's transaction; never for the member who
 * acted, nor for a removed member (null), nor twice for one recipient.
 */
export async function notify(db: Kysely<Database>, recipients: Iterable<string | null>, event: ForumEvent) {
  const unique = new Set<string>();
  for (const recipient of recipients) if (recipient !== null && recipient !== event.actorId) unique.add(recipient);
  await repo.insertNotifications(
    db,
    [...unique].map((recipientId) => ({ recipientId, ...event })),
  );
}

/** An undone like takes its notification back if it is still unread. */
export async function withdrawLikeNotification(
  db: Kysely<Database>,
  like: { recipientId: string | null; actorId: string; topicId: number; replyId: number | null },
) {
  if (like.recipientId === null) return;
  await repo.deleteUnread(db, { ...like, recipientId: like.recipientId, kind: 'forum.like' });
}

function toNotification(row: NotificationRow): AppNotification {
  const topicId = row.topic_id === null ? null : String(row.topic_id);
  const replyId = row.reply_id === null ? null : String(row.reply_id);
  return {
    id: String(row.id),
    kind: notificationKindSchema.parse(row.kind),
    actor:
      row.actor_id !== null && row.actor_name !== null
        ? { id: row.actor_id, name: row.actor_name, avatarUrl: row.actor_logo }
        : null,
    topicId,
    topicTitle: row.topic_title ?? null,
    replyId,
    link: topicId ? forumTopicPath(topicId, replyId) : '/dashboard',
    read: row.read_at !== null,
    createdAt: toIso(row.created_at),
  };
}

export async function listNotifications(
  app: FastifyInstance,
  member: Member,
  query: { cursor?: string | undefined; limit: number },
): Promise<NotificationsPage> {
  const after = decodeCursor(query.cursor, ['integer'] as const);
  const db = app.database.db;
  const [rows, unreadCount] = await Promise.all([
    repo.listNotifications(db, member.id, after ? after[0] : null, query.limit + 1),
    repo.countUnread(db, member.id),
  ]);
  const page = pageOf(rows, query.limit, (row) => [Number(row.id)]);
  return { items: page.items.map(toNotification), nextCursor: page.nextCursor, unreadCount };
}

export async function unreadCount(app: FastifyInstance, member: Member): Promise<number> {
  return repo.countUnread(app.database.db, member.id);
}

/** Marks one of the member's notifications read (another member's is not found); returns the unread count. */
export async function markRead(app: FastifyInstance, member: Member, id: string): Promise<number> {
  const db = app.database.db;
  if (!(await repo.exists(db, member.id, Number(id)))) throw new AppError('NOTIFICATION_NOT_FOUND');
  await repo.markRead(db, member.id, Number(id), app.clock.now());
  return repo.countUnread(db, member.id);
}

export async function markAllRead(app: FastifyInstance, member: Member): Promise<number> {
  await repo.markRead(app.database.db, member.id, null, app.clock.now());
  return 0;
}
