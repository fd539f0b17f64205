import type { NotificationsPage } from '@blivion/shared';
import type { MemberActivityPage, MemberProfile, MentionSuggestions } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../../test-support/factories.js';
import type { ErrorBody } from '../../../test-support/factories.js';
import { createMember, setAccess } from '../../../test-support/factories.js';
import { apiClient } from '../../../test-support/api-client.js';
import { forumApi } from '../../../test-support/forum.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { createTestApp } from '../../../test-support/test-app.js';

describe('member profiles', () => {
  let t: TestApp;
  let api: ReturnType<typeof forumApi>;
  let ana: TestMember;
  let bia: TestMember;
  let staff: TestMember;

  const profileOf = (viewer: TestMember, id: string) =>
    api.ok<MemberProfile>(api.request(viewer, 'GET', `/members/${id}`));

  beforeAll(async () => {
    t = await createTestApp();
    api = forumApi(t);
    ana = await createMember(t.app, { name: 'Ana Profile' });
    bia = await createMember(t.app, { name: 'Bia Profile' });
    staff = await createMember(t.app, { name: 'Equipe Profile' });
    await setAccess(t.app, ana.id, { role: 'premium' });
    await setAccess(t.app, staff.id, { role: 'admin' });
  });
  afterAll(() => t.close());

  it('lets a member write their bio, links and privacy, and shows them to others without e-mail or plan', async () => {
    const saved = await api.ok<MemberProfile>(
      api.request(ana, 'PATCH', `/members/${ana.id}`, {
        bio: 'Vendo cursos de confeitaria.\nMoro em Recife.',
        links: ['https://instagram.com/ana', ' https://ana.com.br '],
      }),
    );
    expect(saved).toMatchObject({ own: true, bio: 'Vendo cursos de confeitaria.\nMoro em Recife.' });
    expect(saved.links).toEqual(['https://instagram.com/ana', 'https://ana.com.br']);
    expect(saved.privacy).toEqual({ hideCourses: false, hideActivity: false });

    const seen = await profileOf(bia, ana.id);
    expect(seen).toMatchObject({ own: false, privacy: null, bioLine: 'Vendo cursos de confeitaria.', staff: false });
    expect(seen.completedCourses).toEqual([]);
    const raw = (await api.request(bia, 'GET', `/members/${ana.id}`)).body;
    expect(raw).not.toContain(ana.email);
    expect(raw).not.toMatch(/premium|accessExpiration|"role"/);
    expect((await profileOf(bia, staff.id)).staff).toBe(true);
  });

  it('refuses bad fields with a Portuguese message and changes nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [{ links: ['javascript:alert(1)'] }, 'links.0'],
      [{ links: ['notaurl'] }, 'links.0'],
      [{ bio: 'x'.repeat(501) }, 'bio'],
      [{ links: Array.from({ length: 6 }, (_, i) => `https://site${i}.com`) }, 'links'],
      [{ email: 'novo@example.com' }, ''],
      [{}, ''],
    ];
    for (const [body, field] of cases) {
      const response = await api.request(ana, 'PATCH', `/members/${ana.id}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const error = response.json<ErrorBody>().error;
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.message.length).toBeGreaterThan(0);
      if (field) expect(JSON.stringify(error.details)).toContain(field);
    }
    expect((await profileOf(ana, ana.id)).links).toEqual(['https://instagram.com/ana', 'https://ana.com.br']);
  });

  it("refuses to edit another member's profile, staff included", async () => {
    for (const editor of [bia, staff]) {
      const response = await api.request(editor, 'PATCH', `/members/${ana.id}`, { bio: 'invadido' });
      expect(response.statusCode).toBe(403);
      expect(response.json<ErrorBody>().error.code).toBe('FORUM_NOT_OWN_PROFILE');
    }
    expect((await api.request(bia, 'PATCH', '/members/nao-existe', { bio: 'x' })).statusCode).toBe(404);
    expect((await api.request(bia, 'GET', '/members/%27%3B--')).statusCode).toBe(400);
    expect((await profileOf(bia, ana.id)).bio).toContain('confeitaria');
  });

  it('hides completed courses and recent activity from others, never from the member', async () => {
    await api.topic(ana, { title: 'Meu primeiro bolo' });
    await api.ok(api.request(ana, 'PATCH', `/members/${ana.id}`, { hideCourses: true, hideActivity: true }));
    const seen = await profileOf(bia, ana.id);
    expect(seen.completedCourses).toBeNull();
    expect(seen.activityVisible).toBe(false);
    const hidden = await api.request(bia, 'GET', `/members/${ana.id}/activity`);
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json<ErrorBody>().error.code).toBe('FORUM_ACTIVITY_HIDDEN');
    const own = await profileOf(ana, ana.id);
    expect(own).toMatchObject({ activityVisible: true, privacy: { hideCourses: true, hideActivity: true } });
    expect(own.completedCourses).toEqual([]);
    const mine = await api.ok<MemberActivityPage>(api.request(ana, 'GET', `/members/${ana.id}/activity`));
    expect(mine.items.map((item) => item.topicTitle)).toContain('Meu primeiro bolo');
    await api.ok(api.request(ana, 'PATCH', `/members/${ana.id}`, { hideActivity: false }));
    expect((await api.request(bia, 'GET', `/members/${ana.id}/activity`)).statusCode).toBe(200);
  });

  it('pages recent topics and replies newest first, each once', async () => {
    const topic = await api.topic(bia, { title: 'Tópico da Bia' });
    for (let i = 1; i <= 4; i += 1) await api.reply(bia, topic.id, `Resposta ${i}`);
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : '';
      const page: MemberActivityPage = await api.ok<MemberActivityPage>(
        api.request(ana, 'GET', `/members/${bia.id}/activity?limit=2${query}`),
      );
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items.map((item) => `${item.kind}:${item.excerpt || item.topicTitle}`));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([
      'reply:Resposta 4',
      'reply:Resposta 3',
      'reply:Resposta 2',
      'reply:Resposta 1',
      'topic:Conteúdo do tópico.',
    ]);
    const forged = await api.request(ana, 'GET', `/members/${bia.id}/activity?cursor=bm9wZQ`);
    expect(forged.statusCode).toBe(400);
  });

  it('suggests members for @ by any word of the name, in any case and accents', async () => {
    const joao = await createMember(t.app, { name: 'João Ângelo Conceição' });
    await apiClient(t, '/api/me').ok(
      apiClient(t, '/api/me').request(joao, 'PATCH', '', { name: 'João Ângelo Conceição' }),
    );
    const names = async (q: string) =>
      (
        await api.ok<MentionSuggestions>(api.request(ana, 'GET', `/members/suggestions?q=${encodeURIComponent(q)}`))
      ).items.map((item) => item.name);
    for (const q of ['joao', 'JOÃO', 'angelo', 'Âng', 'conceicao'])
      expect(await names(q)).toContain('João Ângelo Conceição');
    expect(await names('gelo')).not.toContain('João Ângelo Conceição');
    expect(await names('%')).toEqual([]);
    // A member who never posted nor renamed is found by the name as typed.
    await createMember(t.app, { name: 'Zuleide Nova' });
    expect(await names('zule')).toEqual(['Zuleide Nova']);
  });

  it('a renamed member is suggested by the new name only', async () => {
    const me = apiClient(t, '/api/me');
    await me.ok(me.request(bia, 'PATCH', '', { name: 'Beatriz Éllen' }));
    const found = await api.ok<MentionSuggestions>(api.request(ana, 'GET', '/members/suggestions?q=ellen'));
    expect(found.items.map((item) => item.id)).toEqual([bia.id]);
    const old = await api.ok<MentionSuggestions>(api.request(ana, 'GET', '/members/suggestions?q=bia%20prof'));
    expect(old.items).toEqual([]);
  });

  it('opens a card with name, level and bio line, and 404 for a removed member', async () => {
    const card = await api.ok<{ name: string; bioLine: string; level: { level: number } }>(
      api.request(bia, 'GET', `/members/${ana.id}/card`),
    );
    expect(card).toMatchObject({ name: 'Ana Profile', bioLine: 'Vendo cursos de confeitaria.', level: { level: 1 } });
    expect((await api.request(bia, 'GET', '/members/sumiu/card')).statusCode).toBe(404);
    const unread = await apiClient(t, '/api/notifications').ok<NotificationsPage>(
      apiClient(t, '/api/notifications').request(ana, 'GET', ''),
    );
    expect(unread.items.filter((item) => item.kind === 'forum.level')).toEqual([]);
  });
});
