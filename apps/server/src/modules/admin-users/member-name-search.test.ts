import type { AdminUsersPage, MemberCreditsPage } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test-support/factories.js';
import { createMember, createStaff, uniqueEmail } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';
import { userNameKey } from '../accounts/migrations/20261129-1200-accounts-user-name-key.js';

/**
 * Issue 27 item 8 (decision 0075): the admin member search and the credits member search find a
 * name whatever the case, the accents and the Unicode form typed, on both databases.
 */
describe('member search folds case, accents and Unicode form', () => {
  let t: TestApp;
  let admin: TestMember;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createStaff(t.app, 'admin', { name: 'Administradora' });
    for (const name of ['Érica Souza', 'Maria Conceição', 'Ícaro Ünal', 'Erick Alves', 'Zeca Pagodinho']) {
      ids[name] = (await createMember(t.app, { name })).id;
    }
    // NFD as typed on some keyboards: 'E' + U+0301.
    ids['Érica NFD'] = (await createMember(t.app, { name: 'E\u0301rica Decomposta' })).id;
  }, 60_000);
  afterAll(async () => t.close(), 60_000);

  async function adminSearch(search: string): Promise<string[]> {
    const url = `/api/admin/users?search=${encodeURIComponent(search)}&limit=50`;
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json<AdminUsersPage>();
    expect(page.total).toBe(page.items.length);
    return page.items.map((item) => item.id).sort();
  }

  async function creditsSearch(search: string): Promise<string[]> {
    const url = `/api/admin/ai/credits/members?q=${encodeURIComponent(search)}&limit=50`;
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    return response
      .json<MemberCreditsPage>()
      .items.map((item) => item.id)
      .sort();
  }

  const ericas = () => [ids['Érica Souza']!, ids['Érica NFD']!].sort();

  it.each(['érica', 'ÉRICA', 'erica', 'ERICA', 'E\u0301RICA', 'e\u0301rica', 'Érica'])(
    'finds both Éricas (NFC and NFD stored) from %j',
    async (search) => {
      expect(await adminSearch(search)).toEqual(ericas());
      expect(await creditsSearch(search)).toEqual(ericas());
    },
  );

  it.each(['conceicao', 'CONCEIÇÃO', 'Conceic\u0327a\u0303o', 'maria conc'])(
    'finds Maria Conceição from %j',
    async (search) => {
      expect(await adminSearch(search)).toEqual([ids['Maria Conceição']]);
      expect(await creditsSearch(search)).toEqual([ids['Maria Conceição']]);
    },
  );

  it('folds letters beyond A-Z on both databases (Í, Ü), and still finds e-mails', async () => {
    expect(await adminSearch('icaro unal')).toEqual([ids['Ícaro Ünal']]);
    expect(await adminSearch('ÍCARO ÜNAL')).toEqual([ids['Ícaro Ünal']]);
    const email = uniqueEmail('Fulano.Busca');
    const fulano = await createMember(t.app, { name: 'Fulano', email });
    expect(await adminSearch(email.toUpperCase())).toEqual([fulano.id]);
    expect(await creditsSearch('FULANO.BUSCA')).toEqual([fulano.id]);
  });

  it('keeps the key with the name: a rename and an account the admin creates are found folded', async () => {
    const renamed = await createMember(t.app, { name: 'Nome Antigo' });
    const patch = await t.app.inject({
      method: 'PATCH',
      url: '/api/me',
      headers: { cookie: renamed.cookie },
      payload: { name: 'Ângelo Brandão' },
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect(await adminSearch('angelo brandao')).toEqual([renamed.id]);
    expect(await adminSearch('nome antigo')).toEqual([]);

    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/users',
      headers: { cookie: admin.cookie },
      payload: { name: 'Óscar Lúcio', email: uniqueEmail('oscar') },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(await adminSearch('OSCAR LUCIO')).toEqual([created.json<{ id: string }>().id]);
  });

  it('fills the key of every member who existed before it (migration 20261129-1200), indexed', async () => {
    const db = t.app.database.db;
    const migration = userNameKey(t.app.database.kind);
    await migration.down(db as never);
    await migration.up(db as never);
    const rows = await db.selectFrom('user').select(['name', 'name_key']).execute();
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.filter((row) => row.name_key === '')).toEqual([]);
    expect(rows.find((row) => row.name === 'Maria Conceição')?.name_key).toBe('maria conceicao');
    expect(await adminSearch('ERICA')).toEqual(ericas());
  });
});
