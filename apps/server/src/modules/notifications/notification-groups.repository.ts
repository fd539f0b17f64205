import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { NewNotification } from './notifications.repository.js';

type Db = Kysely<Database>;

/** The recipient's unread row of a group, if any. */
export function openGroup(db: Db, recipientId: string, groupKey: string) {
  return db
    .selectFrom('notifications')
    .select(['id', 'link', 'subject_type', 'subject_id'])
    .where('recipient_id', '=', recipientId)
    .where('group_key', '=', groupKey)
    .where('read_at', 'is', null)
    .executeTakeFirst();
}

/** Who acted in a grouped row, oldest first. */
export async function actorsOf(db: Db, notificationId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('notification_actors')
    .select('actor_id')
    .where('notification_id', '=', notificationId)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.actor_id);
}

export async function deleteNotification(db: Db, id: number): Promise<void> {
  await db.deleteFrom('notifications').where('id', '=', id).execute();
}

/** Inserts a grouped row naming the newest actor, and its actors in order. */
export async function insertGroupRow(
  db: Db,
  row: NewNotification & { groupKey: string; actors: string[] },
): Promise<void> {
  const inserted = await db
    .insertInto('notifications')
    .values({
      recipient_id: row.recipientId,
      actor_id: row.actors.at(-1) ?? row.actorId,
      kind: row.kind,
      subject_type: row.subject.type,
      subject_id: row.subject.id,
      text_key: row.textKey,
      text_params: row.textParams,
      link: row.link,
      created_at: row.at,
      group_key: row.groupKey,
      actor_count: Math.max(1, row.actors.length),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (row.actors.length === 0) return;
  await db
    .insertInto('notification_actors')
    .values(row.actors.map((actorId) => ({ notification_id: Number(inserted.id), actor_id: actorId })))
    .execute();
}

/** Takes one actor out of a grouped row; returns who is left, oldest first. */
export async function removeActor(db: Db, notificationId: number, actorId: string): Promise<string[]> {
  await db
    .deleteFrom('notification_actors')
    .where('notification_id', '=', notificationId)
    .where('actor_id', '=', actorId)
    .execute();
  const left = await actorsOf(db, notificationId);
  if (left.length > 0) {
    await db
      .updateTable('notifications')
      .set({ actor_id: left.at(-1)!, actor_count: left.length })
      .where('id', '=', notificationId)
      .execute();
  }
  return left;
}
