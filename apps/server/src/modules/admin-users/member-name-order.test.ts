import type { AdminUsersPage, MemberCreditsPage } from '@blivion/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test-support/factories.js';
import { createMember, createStaff } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';

/**
 * Issue 27 item 9 (decision 0076): the member lists (admin, credits) sort names as a Brazilian
 * reader does (accents and case ignored, then the id), page after page by keyset, on both databases.
 */
describe('member lists sort names as a reader does', () => {
  let t: TestApp;
  let admin: TestMember;
  const ids = new Map<string, string>();

  // Created in an order unlike the expected one; 'Érica' and 'erica' fold alike (tie: by id).
  const NAMES = ['Zeca', 'Úrsula', 'óscar', 'Érica', 'Ângela', 'bruno', 'erica', 'ÁLVARO', 'Ana', 'Çarmen', 'ícaro'];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createStaff(t.app, 'admin', { name: 'administradora' });
    ids.set('administradora', admin.id);
    for (const name of NAMES) ids.set(name, (await createMember(t.app, { name })).id);
  }, 60_000);
  afterAll(async () => t.close(), 60_000);

  function expected(): string[] {
    const [a, b] = [ids.get('Érica')!, ids.get('erica')!].sort();
    const ericas = [a === ids.get('Érica') ? 'Érica' : 'erica', b === ids.get('Érica') ? 'Érica' : 'erica'];
    return [
      'administradora',
      'ÁLVARO',
      'Ana',
      'Ângela',
      'bruno',
      'Çarmen',
      ...ericas,
      'ícaro',
      'óscar',
      'Úrsula',
      'Zeca',
    ];
  }

  async function walk(url: (cursor: string | null, limit: number) => string, limit: number): Promise<string[]> {
    const names: string[] = [];
    let cursor: string | null = null;
    do {
      const response: LightMyRequestResponse = await t.app.inject({
        method: 'GET',
        url: url(cursor, limit),
        headers: { cookie: admin.cookie },
      });
      expect(response.statusCode, response.body).toBe(200);
      const page: AdminUsersPage | MemberCreditsPage = response.json();
      expect(page.items.length).toBeLessThanOrEqual(limit);
      names.push(...page.items.map((item) => item.name));
      cursor = page.nextCursor;
    } while (cursor);
    return names;
  }

  const cursorParam = (cursor: string | null) => (cursor ? `&cursor=${encodeURIComponent(cursor)}` : '');

  it.each([1, 2, 3, 5, 50])('admin list, %i per page: accents and case ignored, no skip, no repeat', async (limit) => {
    const names = await walk((cursor, n) => `/api/admin/users?limit=${n}${cursorParam(cursor)}`, limit);
    expect(names).toEqual(expected());
  });

  it.each([1, 2, 4, 50])('credits list, %i per page: the same order', async (limit) => {
    const names = await walk((cursor, n) => `/api/admin/ai/credits/members?limit=${n}${cursorParam(cursor)}`, limit);
    expect(names).toEqual(expected());
  });

  it('a name longer than the old cursor could hold (120 CJK characters) pages on', async () => {
    await createMember(t.app, { name: '漢'.repeat(120) });
    await createMember(t.app, { name: '漢'.repeat(119) + '字' });
    const names = await walk((cursor, n) => `/api/admin/users?limit=${n}${cursorParam(cursor)}`, 1);
    // By code point after folding: 字 (U+5B57) before 漢 (U+6F22).
    expect(names.slice(-2)).toEqual(['漢'.repeat(119) + '字', '漢'.repeat(120)]);
  });
});
