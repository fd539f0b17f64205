import type { NotificationsPage } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test-support/factories.js';
import { createMember, createStaff } from '../../test-support/factories.js';
import { forumApi } from '../../test-support/forum.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';
import type { RaisedNotification } from './notifications.service.js';
import { notify, withdrawAbout } from './notifications.service.js';

describe('notifications raised by any module', () => {
  let t: TestApp;
  let api: ReturnType<typeof forumApi>;
  let master: TestMember;

  beforeAll(async () => {
    t = await createTestApp();
    api = forumApi(t);
    master = await createStaff(t.app, 'master');
  });
  afterAll(() => t.close());

  const page = async (member: TestMember) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: member.cookie } })
    ).json<NotificationsPage>();

  const lesson = (overrides: Partial<RaisedNotification> = {}): RaisedNotification => ({
    kind: 'courses.newLesson',
    actorId: null,
    subject: { type: 'courses.lesson', id: 'aula-7' },
    text: 'shell.theme.current',
    params: { theme: 'Aula 7' },
    link: '/cursos/aula-7',
    at: t.clock.now(),
    ...overrides,
  });

  it('shows what the raising module supplied, and withdraws it by subject', async () => {
    const member = await createMember(t.app);
    const other = await createMember(t.app);
    await notify(t.app.database.db, [member.id, other.id, member.id], lesson());
    await notify(
      t.app.database.db,
      [member.id],
      lesson({ subject: { type: 'courses.lesson', id: 'aula-8' }, link: '/cursos/aula-8' }),
    );
    const shown = await page(member);
    expect(shown.unreadCount).toBe(2);
    expect(shown.items[1]).toMatchObject({
      kind: 'courses.newLesson',
      actor: null,
      text: 'Tema atual: Aula 7',
      link: '/cursos/aula-7',
      read: false,
    });

    await withdrawAbout(t.app.database.db, 'courses.lesson', ['aula-7']);
    expect((await page(member)).items.map((n) => n.link)).toEqual(['/cursos/aula-8']);
    expect((await page(other)).unreadCount).toBe(0);
  });

  it('refuses a notification whose link leaves the site, whose kind has no module, or that sets the actor', async () => {
    const member = await createMember(t.app);
    const db = t.app.database.db;
    await expect(notify(db, [member.id], lesson({ link: 'https://fora.example/x' }))).rejects.toThrow(/link/);
    await expect(notify(db, [member.id], lesson({ link: '//fora.example/x' }))).rejects.toThrow(/link/);
    await expect(notify(db, [member.id], lesson({ kind: 'lesson' }))).rejects.toThrow(/kind/);
    await expect(notify(db, [member.id], lesson({ params: { actor: 'Outro' } }))).rejects.toThrow(/actor/);
    expect((await page(member)).unreadCount).toBe(0);
  });

  it("renders the texts with the administrators' overrides, and names a removed actor", async () => {
    const author = await createMember(t.app);
    const replier = await createMember(t.app, { name: 'Quem Respondeu' });
    const topic = await api.topic(author, { title: 'Sobre tráfego' });
    await api.reply(replier, topic.id, 'Minha resposta');
    const key = 'features.forum.notifications.reply';
    const save = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/translations',
      headers: { cookie: master.cookie },
      payload: { overrides: { [key]: 'Nova resposta de {{actor}} em {{topic}}' } },
    });
    expect(save.statusCode, save.body).toBe(200);
    expect((await page(author)).items[0]!.text).toBe('Nova resposta de Quem Respondeu em Sobre tráfego');
    await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/translations/${key}`,
      headers: { cookie: master.cookie },
    });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${replier.id}`,
      headers: { cookie: master.cookie },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await page(author)).items[0]).toMatchObject({
      actor: null,
      text: 'Um membro removido respondeu ao seu tópico “Sobre tráfego”',
    });
  });

  it('goes with the reply it is about when the reply is deleted', async () => {
    const author = await createMember(t.app);
    const mentioned = await createMember(t.app, { name: 'Mencionada' });
    const replier = await createMember(t.app);
    const topic = await api.topic(author);
    const kept = await api.reply(replier, topic.id, 'Esta fica');
    const reply = await api.reply(replier, topic.id, 'Oi @Mencionada');
    // Both replies are one row for the author (grouped per topic until read, opening the first).
    expect((await page(author)).unreadCount).toBe(1);
    expect((await page(mentioned)).unreadCount).toBe(1);
    await api.ok(api.request(replier, 'DELETE', `/replies/${reply.id}`));
    expect((await page(author)).items.map((n) => n.link)).toEqual([`/forum/${topic.id}#reply-${kept.id}`]);
    expect((await page(mentioned)).unreadCount).toBe(0);
  });
});
