import type { Kysely } from 'kysely';
import { precompiled } from '../../db/precompiled.js';
import type { Database } from '../../db/schema.js';
import { joinMember } from '../accounts/index.js';

type Db = Kysely<Database>;

/** What a notification is about, named by the module that raised it (e.g. 'forum.reply', '42'). */
export interface SubjectKey {
  type: string;
  id: string;
}

export interface NewNotification {
  recipientId: string;
  actorId: string | null;
  kind: string;
  subject: SubjectKey;
  textKey: string;
  textParams: string;
  link: string;
  at: Date;
}

/** Subjects per delete statement, well under either database's limit on bound parameters. */
const SUBJECTS_PER_DELETE = 500;
/** Rows per insert statement: 9 parameters each, well under either database's limit (32,766 on SQLite). */
const ROWS_PER_INSERT = 1_000;

/** Inserts the rows a thousand per statement, so a notice to every member stays a few statements. */
export async function insertNotifications(db: Db, rows: NewNotification[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    await insertBatch(db, rows.slice(start, start + ROWS_PER_INSERT));
  }
}

async function insertBatch(db: Db, rows: NewNotification[]): Promise<void> {
  await db
    .insertInto('notifications')
    .values(
      rows.map((row) => ({
        recipient_id: row.recipientId,
        actor_id: row.actorId,
        kind: row.kind,
        subject_type: row.subject.type,
        subject_id: row.subject.id,
        text_key: row.textKey,
        text_params: row.textParams,
        link: row.link,
        created_at: row.at,
      })),
    )
    .execute();
}

/** Deletes the unread notifications of one kind that one actor raised for one recipient about a subject. */
export async function deleteUnread(
  db: Db,
  match: { recipientId: string; actorId: string; kind: string; subject: SubjectKey },
): Promise<void> {
  await db
    .deleteFrom('notifications')
    .where('subject_type', '=', match.subject.type)
    .where('subject_id', '=', match.subject.id)
    .where('recipient_id', '=', match.recipientId)
    .where('actor_id', '=', match.actorId)
    .where('kind', '=', match.kind)
    .where('read_at', 'is', null)
    .execute();
}

/** Deletes every notification about the given subjects of one type. */
export async function deleteAbout(db: Db, type: string, ids: string[]): Promise<void> {
  for (let start = 0; start < ids.length; start += SUBJECTS_PER_DELETE) {
    await db
      .deleteFrom('notifications')
      .where('subject_type', '=', type)
      .where('subject_id', 'in', ids.slice(start, start + SUBJECTS_PER_DELETE))
      .execute();
  }
}

/** A member's notifications, newest first, before an id (keyset on the recipient index). */
export function listNotifications(db: Db, recipientId: string, beforeId: number | null, limit: number) {
  const notifications = db
    .selectFrom('notifications as n')
    .select([
      'n.id',
      'n.kind',
      'n.actor_id',
      'n.text_key',
      'n.text_params',
      'n.link',
      'n.read_at',
      'n.created_at',
      'n.actor_count',
    ]);
  // The actor's name and photo, joined in the same query (a removed actor leaves nulls).
  let query = joinMember(notifications, 'n.actor_id', { prefix: 'actor', columns: ['name', 'avatar'] }).where(
    'n.recipient_id',
    '=',
    recipientId,
  );
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
