import type { NotificationsPage } from '@blivion/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test-support/factories.js';
import type { TestMember } from '../../../test-support/factories.js';
import { forumApi } from '../../../test-support/forum.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { createTestApp } from '../../../test-support/test-app.js';
import { notificationGroups } from '../../notifications/migrations/20261129-1230-notifications-groups.js';
import { genericNotifications } from './20261123-2330-forum-generic-notifications.js';

describe('migration forum-generic-notifications: notifications written with topic and reply columns', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const page = async (member: TestMember) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: member.cookie } })
    ).json<NotificationsPage>();

  it('are read in the new shape with the same texts, links, ids and read state, and still withdrawn', async () => {
    const api = forumApi(t);
    const ana = await createMember(t.app, { name: 'Ana Antiga' });
    const bruno = await createMember(t.app, { name: 'Bruno Antigo' });
    const topic = await api.topic(ana, { title: 'Tópico de antes' });
    const reply = await api.reply(bruno, topic.id, 'Resposta de antes');
    await api.ok(api.request(bruno, 'PUT', `/topics/${topic.id}/like`));

    const db = t.app.database.db;
    const migration = genericNotifications(t.app.database.kind);
    // The later grouping migration undone first and done again after: the table as it was then.
    const groups = notificationGroups(t.app.database.kind);
    await groups.down(db as never);
    await migration.down(db as never);
    await sql`delete from notifications`.execute(db);
    const at = '2026-11-20T12:00:00.000Z';
    const [topicId, replyId] = [Number(topic.id), Number(reply.id)];
    const oldRows = [
      [900001, ana.id, bruno.id, 'forum.reply', topicId, replyId, null],
      [900002, ana.id, bruno.id, 'forum.like', topicId, null, null],
      [900003, bruno.id, ana.id, 'forum.like', topicId, replyId, '2026-11-21T08:00:00.000Z'],
      [900004, bruno.id, ana.id, 'forum.mention', topicId, null, null],
    ] as const;
    for (const [id, recipient, actor, kind, topicColumn, replyColumn, readAt] of oldRows) {
      await sql`insert into notifications (id, recipient_id, actor_id, kind, topic_id, reply_id, read_at, created_at)
        values (${id}, ${recipient}, ${actor}, ${kind}, ${topicColumn}, ${replyColumn}, ${readAt}, ${at})`.execute(db);
    }
    await sql`delete from translation_overrides`.execute(db);
    await sql`insert into translation_overrides (key, value, updated_at) values
      ('shell.topBar.kinds.mention', '{{actor}} citou você em {{topic}}', ${at}),
      ('shell.topBar.untitledTopic', 'algum tópico', ${at})`.execute(db);

    await migration.up(db as never);
    await groups.up(db as never);

    const anas = await page(ana);
    expect(anas.unreadCount).toBe(2);
    expect(anas.items).toEqual([
      expect.objectContaining({
        id: '900002',
        kind: 'forum.like',
        text: 'Bruno Antigo curtiu o seu tópico “Tópico de antes”',
        link: `/forum/${topic.id}`,
      }),
      expect.objectContaining({
        id: '900001',
        kind: 'forum.reply',
        actor: { id: bruno.id, name: 'Bruno Antigo', avatarUrl: null },
        text: 'Bruno Antigo respondeu ao seu tópico “Tópico de antes”',
        link: `/forum/${topic.id}#reply-${reply.id}`,
        read: false,
      }),
    ]);
    const brunos = await page(bruno);
    expect(brunos.items).toEqual([
      expect.objectContaining({ id: '900004', text: 'Ana Antiga citou você em Tópico de antes', read: false }),
      expect.objectContaining({
        id: '900003',
        text: 'Ana Antiga curtiu a sua resposta em “Tópico de antes”',
        link: `/forum/${topic.id}#reply-${reply.id}`,
        read: true,
        createdAt: at,
      }),
    ]);
    const { rows: overrides } = await sql<{ key: string }>`select key from translation_overrides order by key`.execute(
      db,
    );
    expect(overrides.map((row) => row.key)).toEqual(['features.forum.notifications.mention']);

    // Undoing the like takes its converted notification back; new ones follow the converted ids.
    await api.ok(api.request(bruno, 'DELETE', `/topics/${topic.id}/like`));
    await api.reply(bruno, topic.id, 'Resposta de depois');
    const after = await page(ana);
    expect(after.items.map((n) => n.kind)).toEqual(['forum.reply', 'forum.reply']);
    expect(Number(after.items[0]!.id)).toBeGreaterThan(900004);

    // A deleted topic still takes the converted notifications with it.
    await api.ok(api.request(ana, 'DELETE', `/topics/${topic.id}`));
    expect((await page(ana)).items).toEqual([]);
    expect((await page(bruno)).items).toEqual([]);
  });
});
