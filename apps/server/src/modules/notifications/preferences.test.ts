import type { NotificationPreferences, NotificationsPage } from '@blivion/shared';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@blivion/shared';
import { describe, expect, it } from 'vitest';
import type { TestMember } from '../../test-support/factories.js';
import { createMember, errorOf } from '../../test-support/factories.js';
import { forumApi } from '../../test-support/forum.js';
import { useSmtpTestApp } from '../../test-support/smtp.js';

const allOn = (): NotificationPreferences => structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);

describe('notification preferences (bell and e-mail, through SMTP)', () => {
  const context = useSmtpTestApp();
  const get = (member: TestMember) =>
    context.t.app.inject({ method: 'GET', url: '/api/notifications/preferences', headers: { cookie: member.cookie } });
  const put = (member: TestMember, payload: unknown) =>
    context.t.app.inject({
      method: 'PUT',
      url: '/api/notifications/preferences',
      headers: { cookie: member.cookie },
      payload: payload as object,
    });
  const bell = async (member: TestMember) =>
    (
      await context.t.app.inject({ method: 'GET', url: '/api/notifications', headers: { cookie: member.cookie } })
    ).json<NotificationsPage>();
  const mailsTo = async (member: TestMember) => {
    await context.t.app.mailer.flush();
    return context.smtp.messages.filter((message) => message.envelopeTo.includes(member.email.toLowerCase()));
  };

  it('starts from the defaults, saves the member’s own choices and refuses ill-formed ones, changing nothing', async () => {
    const { t } = context;
    const ana = await createMember(t.app, { name: 'Ana Preferências' });
    const bruno = await createMember(t.app, { name: 'Bruno Preferências' });
    expect((await get(ana)).json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);

    const chosen = allOn();
    chosen.kinds.likes = { inApp: false, email: true };
    chosen.weeklyDigest = true;
    const saved = await put(ana, chosen);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(chosen);
    expect((await get(ana)).json()).toEqual(chosen);
    // Another member's choices are theirs: Ana's did not touch Bruno's.
    expect((await get(bruno)).json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);

    const unknownKind = { ...allOn(), kinds: { ...allOn().kinds, birthdays: { inApp: true, email: true } } };
    const missingKind = { ...allOn(), kinds: { ...allOn().kinds, mentions: undefined } };
    const notBoolean = { ...allOn(), weeklyDigest: 'sim' };
    const otherMember = { ...allOn(), userId: bruno.id };
    for (const payload of [unknownKind, missingKind, notBoolean, otherMember]) {
      const refused = await put(ana, payload);
      expect(refused.statusCode).toBe(400);
      expect(errorOf(refused).code).toBe('VALIDATION_ERROR');
    }
    expect((await get(ana)).json()).toEqual(chosen);
    expect((await get(bruno)).json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/notifications/preferences', payload: chosen });
    expect(anonymous.statusCode).toBe(401);
  });

  it('raises no bell row for a kind switched off in the app, and e-mails only when its e-mail is on', async () => {
    const { t } = context;
    const api = forumApi(t);
    const ana = await createMember(t.app, { name: 'Ana Autora' });
    const bruno = await createMember(t.app, { name: 'Bruno Respondente' });
    const topic = await api.topic(ana, { title: 'Tópico com preferências' });

    // Defaults: replies in the bell and by e-mail.
    await api.reply(bruno, topic.id, 'Primeira resposta');
    expect((await bell(ana)).items.map((item) => item.kind)).toEqual(['forum.reply']);
    const [mail] = await mailsTo(ana);
    expect(mail).toBeDefined();
    expect(mail!.headers.subject).toBe('Nova notificação - Blivion');
    expect(mail!.body).toContain('Olá, Ana Autora!');
    expect(mail!.body).toContain('Bruno Respondente respondeu ao seu tópico “Tópico com preferências”');
    expect(mail!.body).toContain(`${t.config.publicUrl}/forum/${topic.id}`);
    const unsubscribe = /<([^>]+)>/.exec(mail!.headers['list-unsubscribe'] ?? '')?.[1];
    expect(unsubscribe).toMatch(new RegExp(`^${t.config.publicUrl}/api/notifications/unsubscribe\\?token=`));
    expect(mail!.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail!.body).toContain(unsubscribe);

    // Bell off, e-mail off: nothing at all.
    const quiet = allOn();
    quiet.kinds.replies = { inApp: false, email: false };
    await put(ana, quiet);
    await t.app.inject({ method: 'POST', url: '/api/notifications/read-all', headers: { cookie: ana.cookie } });
    const before = (await bell(ana)).items.length;
    await api.reply(bruno, topic.id, 'Segunda resposta');
    expect((await bell(ana)).items.length).toBe(before);
    expect((await bell(ana)).unreadCount).toBe(0);
    expect(await mailsTo(ana)).toHaveLength(1);

    // Likes: e-mail on (off by default), bell off.
    const likesByMail = allOn();
    likesByMail.kinds.likes = { inApp: false, email: true };
    await put(ana, likesByMail);
    await api.ok(api.request(bruno, 'PUT', `/topics/${topic.id}/like`));
    expect((await bell(ana)).unreadCount).toBe(0);
    const mails = await mailsTo(ana);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.body).toContain('Bruno Respondente curtiu o seu tópico “Tópico com preferências”');
  });

  it('unsubscribes by the signed link without signing in, and refuses an altered or foreign token', async () => {
    const { t } = context;
    const api = forumApi(t);
    const ana = await createMember(t.app, { name: 'Ana Descadastro' });
    const bruno = await createMember(t.app, { name: 'Bruno Menciona' });
    const topic = await api.topic(ana, { title: 'Descadastro' });
    await api.reply(bruno, topic.id, 'Oi');
    const [mail] = await mailsTo(ana);
    const url = new URL(/<([^>]+)>/.exec(mail!.headers['list-unsubscribe'] ?? '')![1]!);
    const token = url.searchParams.get('token')!;
    const path = `${url.pathname}?token=`;

    const [payload, signature] = token.split('.') as [string, string];
    const brunoPayload = Buffer.from(`replies:${bruno.id}`).toString('base64url');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const bad of [`${brunoPayload}.${signature}`, `${payload}.${flipped}`, payload, 'x.y.z']) {
      const refused = await t.app.inject({ method: 'GET', url: path + encodeURIComponent(bad) });
      expect(refused.statusCode).toBe(400);
      expect(refused.headers['content-type']).toMatch(/^text\/html/);
      expect(refused.body).toContain('Este link de cancelamento é inválido ou foi alterado. Nada foi mudado.');
      const oneClick = await t.app.inject({ method: 'POST', url: path + encodeURIComponent(bad) });
      expect(errorOf(oneClick).code).toBe('UNSUBSCRIBE_LINK_INVALID');
    }
    expect((await get(ana)).json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);
    expect((await get(bruno)).json()).toEqual(DEFAULT_NOTIFICATION_PREFERENCES);

    const done = await t.app.inject({ method: 'GET', url: path + encodeURIComponent(token) });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('Pronto: você não receberá mais e-mails de “Respostas aos meus tópicos”.');
    const after = (await get(ana)).json<NotificationPreferences>();
    expect(after.kinds.replies).toEqual({ inApp: true, email: false });
    expect({ ...after.kinds, replies: null }).toEqual({ ...DEFAULT_NOTIFICATION_PREFERENCES.kinds, replies: null });
    await api.reply(bruno, topic.id, 'Mais uma');
    expect(await mailsTo(ana)).toHaveLength(1);

    // RFC 8058: the mail client's one-click POST, form-encoded, no cookie, no origin.
    const mentions = allOn();
    await put(ana, mentions);
    const oneClick = await t.app.inject({
      method: 'POST',
      url: path + encodeURIComponent(token),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ kind: 'replies', email: false });
    expect((await get(ana)).json<NotificationPreferences>().kinds.replies.email).toBe(false);
  });
});
