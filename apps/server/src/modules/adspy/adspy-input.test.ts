import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adSpyApi, createAdSpyApp } from '../../test-support/adspy.js';
import type { TestMember } from '../../test-support/factories.js';
import { createStaff, errorOf } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';

/** Bad input is a 400 with a Portuguese message on both databases, never a 500. */
describe('AdSpy refuses bad input with a 400', () => {
  let t: TestApp;
  let api: ReturnType<typeof adSpyApi>;
  let admin: TestMember;
  let competitorId: string;

  beforeAll(async () => {
    ({ t } = await createAdSpyApp());
    api = adSpyApi(t);
    admin = await createStaff(t.app, 'admin');
    competitorId = (await api.addCompetitor(admin, { name: 'Base', pageId: '1' })).id;
  }, 60_000);
  afterAll(async () => t.close());

  const cases: Array<[string, 'GET' | 'POST' | 'PATCH' | 'DELETE', string, unknown?]> = [
    ['NUL in a name', 'POST', '/adspy/competitors', { name: 'Loja\u0000', pageId: '1' }],
    ['NUL in notes', 'PATCH', '/adspy/competitors/:id', { notes: 'a\u0000b' }],
    ['a huge count', 'POST', '/adspy/competitors/:id/count', { count: 1e30 }],
    ['a count as text', 'POST', '/adspy/competitors/:id/count', { count: 'dez' }],
    ['a name as a number', 'POST', '/adspy/competitors', { name: 42, pageId: '1' }],
    ['an unknown field', 'POST', '/adspy/competitors', { name: 'X', pageId: '1', userId: 'outro' }],
    ['a page id with letters', 'POST', '/adspy/competitors', { name: 'X', pageId: '12a' }],
    ['a link elsewhere', 'POST', '/adspy/competitors', { name: 'X', adLibraryUrl: 'javascript:alert(1)' }],
    ['a huge id', 'PATCH', '/adspy/competitors/99999999999999999999', { notes: 'x' }],
    ['ids with a NUL', 'GET', '/adspy/competitors/comparison?ids=1,%00'],
    ['a NUL in the search', 'GET', '/adspy/ads?q=a%00b'],
    ['a token with spaces', 'POST', '/admin/adspy/tokens', { token: 'not a token at all, really not one' }],
    ['a swipe file name as a list', 'POST', '/adspy/swipe-files', { name: ['a'] }],
  ];

  for (const [label, method, path, body] of cases) {
    it(label, async () => {
      const response = await api.request(admin, method, path.replace(':id', competitorId), body);
      const expected = path.includes('9999999999') ? 404 : 400;
      expect(response.statusCode, response.body).toBe(expected);
      expect(errorOf(response).message).toMatch(/[a-zà-ú]/);
    });
  }
});
