import type { AppNotification, CatalogueKey, NotificationsPage } from '@blivion/shared';
import { translate } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { toIso } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { decodeCursor, pageOf } from '../../http/keyset-cursor.js';
import type { Member } from '../../auth/member.js';
import { textOverrides } from '../translations/index.js';
import { announce, memberTopic } from '../../events/announce.js';
import type { NotificationRow } from './notifications.repository.js';
import * as repo from './notifications.repository.js';
import * as groups from './notification-groups.repository.js';
import { mailNotification } from './notification-mail.js';
import { channelsFor } from './preferences.service.js';

/** What a notification is about, in the raising module's terms: e.g. { type: 'forum.reply', id: 42 }. */
export interface NotificationSubject {
  type: string;
  id: string | number;
}

/** Parameters of a notification's text; `actor` is reserved: the actor's current name fills it. */
export type NotificationParams = Record<string, string | number>;

/**
 * A notification as the raising module describes it: what happened (kind, '<module>.<event>'),
 * who did it, what it is about, its text (a catalogue key, so administrators can edit it, with
 * its parameters) and the web path it opens.
 */
export interface RaisedNotification {
  kind: string;
  actorId: string | null;
  subject: NotificationSubject;
  text: CatalogueKey;
  params: NotificationParams;
  link: string;
  at: Date;
  /**
   * Group with the recipient's unread notification of the same kind and subject ('Ana e mais 2
   * curtiram…'): one row per recipient until read, naming the newest actor, linking where the first
   * one pointed. The text key must have `<key>Others` and `<key>Others_one` forms ({{others}}).
   */
  grouped?: boolean;
}

/** A programming error of the raising module, not the member's: a 500. */
function assertWellFormed(notification: RaisedNotification): void {
  if (!/^[a-z][a-zA-Z]*\.[a-zA-Z.]+$/.test(notification.kind)) {
    throw new Error(`notification kind '${notification.kind}' is not '<module>.<event>'`);
  }
  if (!notification.link.startsWith('/') || notification.link.startsWith('//')) {
    throw new Error(`notification link '${notification.link}' is not a path of this site`);
  }
  if ('actor' in notification.params) throw new Error("notification params may not set 'actor'");
}

const subjectKey = (subject: NotificationSubject): repo.SubjectKey => ({ type: subject.type, id: String(subject.id) });

/**
 * Raises one notification per recipient, in the caller's transaction; never for the member who
 * acted, nor for a removed member (null), nor twice for one recipient. A kind the member chose
 * about (decision 0100) follows their choice: no row when its bell is off, an e-mail (sent once the
 * transaction commits) when its e-mail is on.
 */
export async function notify(
  db: Kysely<Database>,
  recipients: Iterable<string | null>,
  notification: RaisedNotification,
): Promise<void> {
  assertWellFormed(notification);
  const unique = new Set<string>();
  for (const recipient of recipients) {
    if (recipient !== null && recipient !== notification.actorId) unique.add(recipient);
  }
  const { kind, actorId, subject, text, params, link, at } = notification;
  const channels = await channelsFor(db, [...unique], kind);
  if (channels.preference !== null) {
    await mailNotification(db, channels.email, channels.preference, { actorId, text, params, link });
  }
  const inApp = channels.inApp;
  const textParams = JSON.stringify(params);
  if (notification.grouped && actorId !== null) {
    for (const recipientId of [...inApp].sort()) {
      const row = { recipientId, actorId, kind, subject: subjectKey(subject), textKey: text, textParams, link, at };
      await joinGroup(db, row, groupKeyOf(kind, subject));
      announceChange(db, recipientId);
    }
    return;
  }
  await repo.insertNotifications(
    db,
    inApp.map((recipientId) => ({
      recipientId,
      actorId,
      kind,
      subject: subjectKey(subject),
      textKey: text,
      textParams,
      link,
      at,
    })),
  );
  for (const recipientId of inApp) announceChange(db, recipientId);
}

const groupKeyOf = (kind: string, subject: NotificationSubject) => `${kind}|${subject.type}|${subject.id}`;

/**
 * Adds the actor to the recipient's unread row of the group: the row is raised again (a new id, so
 * the bell's newest-first order shows it on top) with the actors so far, keeping the first link.
 * Callers hold a lock on what the group is about (the forum's topic lock), and the partial unique
 * index refuses a second unread row of one group.
 */
async function joinGroup(db: Kysely<Database>, row: repo.NewNotification, groupKey: string): Promise<void> {
  const open = await groups.openGroup(db, row.recipientId, groupKey);
  const actors = open ? await groups.actorsOf(db, Number(open.id)) : [];
  if (open) await groups.deleteNotification(db, Number(open.id));
  await groups.insertGroupRow(db, {
    ...row,
    link: open?.link ?? row.link,
    subject: open ? { type: open.subject_type, id: open.subject_id } : row.subject,
    groupKey,
    actors: [...actors.filter((actor) => actor !== row.actorId), row.actorId!],
  });
}

/** Tells the member's open pages (every tab, every instance) that their notifications changed. */
function announceChange(db: Kysely<Database>, memberId: string): void {
  announce(db, memberTopic(memberId), NOTIFICATIONS_CHANGED, null);
}

/** The live event's type; the browser reloads its bell on it. */
export const NOTIFICATIONS_CHANGED = 'notifications';

/** Takes back what an undone action raised (a like), while its recipient has not read it. */
export async function withdrawUnread(
  db: Kysely<Database>,
  match: { recipientId: string | null; actorId: string; kind: string; subject: NotificationSubject },
): Promise<void> {
  if (match.recipientId === null) return;
  const open = await groups.openGroup(db, match.recipientId, groupKeyOf(match.kind, match.subject));
  if (open && (await groups.removeActor(db, Number(open.id), match.actorId)).length === 0) {
    await groups.deleteNotification(db, Number(open.id));
  }
  await repo.deleteUnread(db, { ...match, recipientId: match.recipientId, subject: subjectKey(match.subject) });
  announceChange(db, match.recipientId);
}

/** Removes every notification about subjects of one type that are gone (a deleted topic and its replies). */
export async function withdrawAbout(db: Kysely<Database>, type: string, ids: Iterable<string | number>) {
  await repo.deleteAbout(db, type, [...ids].map(String));
}

function toNotification(row: NotificationRow, overrides: Record<string, string>): AppNotification {
  const actorName = row.actor_id !== null ? row.actor_name : null;
  const params = JSON.parse(row.text_params) as NotificationParams;
  const actor = actorName ?? translate('shell.topBar.someone', {}, overrides);
  const others = Number(row.actor_count) - 1;
  const textKey = others > 0 ? `${row.text_key}Others${others === 1 ? '_one' : ''}` : row.text_key;
  return {
    id: String(row.id),
    kind: row.kind,
    actor: actorName !== null ? { id: row.actor_id!, name: actorName, avatarUrl: row.actor_avatar } : null,
    text: translate(textKey, { ...params, actor, others }, overrides),
    link: row.link,
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
  const [rows, unreadCount, overrides] = await Promise.all([
    repo.listNotifications(db, member.id, after ? after[0] : null, query.limit + 1),
    repo.countUnread(db, member.id),
    textOverrides(db),
  ]);
  const page = pageOf(rows, query.limit, (row) => [Number(row.id)]);
  return { items: page.items.map((row) => toNotification(row, overrides)), nextCursor: page.nextCursor, unreadCount };
}

export async function unreadCount(app: FastifyInstance, member: Member): Promise<number> {
  return repo.countUnread(app.database.db, member.id);
}

/** Marks one of the member's notifications read (another member's is not found); returns the unread count. */
export async function markRead(app: FastifyInstance, member: Member, id: string): Promise<number> {
  const db = app.database.db;
  if (!(await repo.exists(db, member.id, Number(id)))) throw new AppError('NOTIFICATION_NOT_FOUND');
  await repo.markRead(db, member.id, Number(id), app.clock.now());
  announceChange(db, member.id);
  return repo.countUnread(db, member.id);
}

export async function markAllRead(app: FastifyInstance, member: Member): Promise<number> {
  await repo.markRead(app.database.db, member.id, null, app.clock.now());
  announceChange(app.database.db, member.id);
  return 0;
}
