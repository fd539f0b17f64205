import type { CompetitorList } from '@blivion/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { adSpyApi, createAdSpyApp } from '../../../test-support/adspy.js';
import { createStaff } from '../../../test-support/factories.js';
import type { TestApp } from '../../../test-support/test-app.js';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const t of apps.splice(0)) await t.close();
});

async function start() {
  const { t } = await createAdSpyApp();
  apps.push(t);
  return { t, api: adSpyApi(t) };
}

describe("the specification's four seed competitors", () => {
  it('go to the first master only, with keyword links and no history', async () => {
    const { t, api } = await start();
    const first = await createStaff(t.app, 'master');
    const items = (await api.ok<CompetitorList>(api.request(first, 'GET', '/adspy/competitors'))).items;
    expect(items.map((c) => c.name)).toEqual(['Hotmart', 'Nuvemshop', 'Kiwify', 'Shopee']);
    for (const c of items) {
      expect(c.figures.activeAds).toBeNull();
      expect(c.lastActivityAt).toBeNull();
      expect(c.adLibraryUrl).toContain('facebook.com/ads/library');
    }
    expect(await t.app.database.db.selectFrom('adspy_snapshots').selectAll().execute()).toEqual([]);
    // Deleting them does not bring them back, and another master gets none.
    for (const c of items) await api.request(first, 'DELETE', `/adspy/competitors/${c.id}`);
    expect((await api.ok<CompetitorList>(api.request(first, 'GET', '/adspy/competitors'))).items).toEqual([]);
    const other = await createStaff(t.app, 'master');
    expect((await api.ok<CompetitorList>(api.request(other, 'GET', '/adspy/competitors'))).items).toEqual([]);
  });

  it('are never mixed into a database where members already keep competitors', async () => {
    const { t, api } = await start();
    const admin = await createStaff(t.app, 'admin');
    await api.addCompetitor(admin, { name: 'Já existe', pageId: '1', adCount: 3 });
    const master = await createStaff(t.app, 'master');
    expect((await api.ok<CompetitorList>(api.request(master, 'GET', '/adspy/competitors'))).items).toEqual([]);
  });
});
