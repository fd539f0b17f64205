import type { NotificationsPage } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../../test-support/factories.js';
import { createMember } from '../../../test-support/factories.js';
import { forumApi } from '../../../test-support/forum.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { createTestApp } from '../../../test-support/test-app.js';

/**
 * Issue 27 item 8 (decision 0075): `@[Nome]` mentions a member whatever the case, the accents and
 * the Unicode form (NFC or NFD) typed, and whatever form the name was stored in, on both databases.
 */
describe('mentions fold case, accents and Unicode form', () => {
  let t: TestApp;
  let api: ReturnType<typeof forumApi>;
  let author: TestMember;
  let joao: TestMember;
  let ines: TestMember;

  beforeAll(async () => {
    t = await createTestApp();
    api = forumApi(t);
    author = await createMember(t.app, { name: 'Autora dos Tópicos' });
    joao = await createMember(t.app, { name: 'João Ávila' });
    // Stored decomposed (as some systems send it): 'I' + U+0301, 'e' + U+0302.
    ines = await createMember(t.app, { name: 'Ine\u0301s Gonc\u0327alves' });
  }, 60_000);
  afterAll(async () => t.close(), 60_000);

  async function unread(member: TestMember): Promise<number> {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { cookie: member.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<NotificationsPage>().unreadCount;
  }

  it.each([
    ['as typed', '@[João Ávila]'],
    ['upper case', '@[JOÃO ÁVILA]'],
    ['lower case', '@[joão ávila]'],
    ['NFD', '@[Joa\u0303o A\u0301vila]'],
    ['NFD upper case', '@[JOA\u0303O A\u0301VILA]'],
    ['without accents', '@[joao avila]'],
  ])('notifies João Ávila mentioned %s', async (_form, mention) => {
    const before = await unread(joao);
    await api.topic(author, { content: `Olá ${mention}, veja isto.` });
    expect(await unread(joao)).toBe(before + 1);
  });

  it.each([
    ['NFC', '@[Inés Gonçalves]'],
    ['upper case NFC', '@[INÉS GONÇALVES]'],
    ['NFD', '@[Ine\u0301s Gonc\u0327alves]'],
  ])('notifies a member whose name was stored in NFD, mentioned in %s', async (_form, mention) => {
    const before = await unread(ines);
    await api.topic(author, { content: `Olá ${mention}.` });
    expect(await unread(ines)).toBe(before + 1);
  });

  it('notifies once for the same name typed in two forms, and an edit does not notify it again', async () => {
    const before = await unread(joao);
    const topic = await api.topic(author, { content: '@[João Ávila] e @[JOA\u0303O AVILA]' });
    expect(await unread(joao)).toBe(before + 1);
    const edit = await api.request(author, 'PATCH', `/topics/${topic.id}`, { content: 'Agora @[joão ávila].' });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await unread(joao)).toBe(before + 1);
  });
});
