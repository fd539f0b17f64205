import type { Kysely } from 'kysely';
import { precompiled } from '../../db/precompiled.js';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database>;

export interface NewNotification {
  recipientId: string;
  actorId: string | null;
  kind: string;
  topicId: number | null;
  replyId: number | null;
  at: Date;
}

export async function insertNotifications(db: Db, rows: NewNotification[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('notifications')
    .values(
      rows.map((row) => ({
        recipient_id: row.recipientId,
        actor_id: row.actorId,
        kind: row.kind,
        topic_id: row.topicId,
        reply_id: row.replyId,
        created_at: row.at,
      })),
    )
    .execute();
}

/** Takes back the unread notification of a like that was undone. */
export async function deleteUnread(
  db: Db,
  match: { recipientId: string; actorId: string; kind: string; topicId: number; replyId: number | null },
): Promise<void> {
  await db
    .deleteFrom('notifications')
    .where('recipient_id', '=', match.recipientId)
    .where('actor_id', '=', match.actorId)
    .where('kind', '=', match.kind)
    .where('topic_id', '=', match.topicId)
    .where('reply_id', match.replyId === null ? 'is' : '=', match.replyId)
    .where('read_at', 'is', null)
    .execute();
}

/** A member's notifications, newest first, before an id (keyset on the recipient index). */
export function listNotifications(db: Db, recipientId: string, beforeId: number | null, limit: number) {
  let query = db
    .selectFrom('notifications as n')
    .leftJoin('user as u', 'u.id', 'n.actor_id')
    .leftJoin('profiles as p', 'p.user_id', 'n.actor_id')
    .leftJoin('forum_topics as t', 't.id', 'n.topic_id')
    .select([
      'n.id',
      'n.kind',
      'n.actor_id',
      'n.topic_id',
      'n.reply_id',
      'n.read_at',
      'n.created_at',
      'u.name as actor_name',
      'p.logo_url as actor_logo',
      't.title as topic_title',
    ])
    .where('n.recipient_id', '=', recipientId);
  if (beforeId !== null) query = query.where('n.id', '<', beforeId);
  return query.orderBy('n.id', 'desc').limit(limit).execute();
}

export type NotificationRow = Awaited<ReturnType<typeof listNotifications>>[number];

const unreadCount = precompiled((db, p: { recipientId: string }) =>
  db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('recipient_id', '=', p.recipientId)
    .where('read_at', 'is', null),
);

export function countUnread(db: Db, recipientId: string): Promise<number> {
  return unreadCount.first(db, { recipientId }).then((row) => Number(row?.count ?? 0));
}

/** Marks one notification (or all, with id null) of the member as read; returns how many rows matched. */
export async function markRead(db: Db, recipientId: string, id: number | null, at: Date): Promise<number> {
  let query = db.updateTable('notifications').set({ read_at: at }).where('recipient_id', '=', recipientId);
  query = id === null ? query.where('read_at', 'is', null) : query.where('id', '=', id);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function exists(db: Db, recipientId: string, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('notifications')
    .select('id')
    .where('id', '=', id)
    .where('recipient_id', '=', recipientId)
    .executeTakeFirst();
  return row !== undefined;
}
