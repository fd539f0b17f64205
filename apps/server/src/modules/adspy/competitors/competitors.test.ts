import type { Comparison, Competitor, CompetitorList, CreatedCompetitor } from '@blivion/shared';
import { RECORD_ID_MAX } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adSpyApi, createAdSpyApp, graphToken } from '../../../test-support/adspy.js';
import type { FakeGraph } from '../../../test-support/fake-graph/fake-graph.js';
import { fakeAd } from '../../../test-support/fake-graph/fake-graph.js';
import type { TestMember } from '../../../test-support/factories.js';
import { createStaff, errorOf } from '../../../test-support/factories.js';
import { setFeatureSwitch } from '../../../test-support/feature-switches.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { runJobSlot } from '../../../jobs/scheduler.js';
import { DAILY_SNAPSHOTS_JOB } from '../snapshots/daily-snapshots.js';

const DAY_MS = 86_400_000;

describe('competitors, their daily snapshots and figures', () => {
  let t: TestApp;
  let fake: FakeGraph;
  let api: ReturnType<typeof adSpyApi>;
  let master: TestMember;
  let ana: TestMember;
  let bruno: TestMember;

  beforeAll(async () => {
    ({ t, fake } = await createAdSpyApp());
    api = adSpyApi(t);
    master = await createStaff(t.app, 'master');
    ana = await createStaff(t.app, 'premium');
    bruno = await createStaff(t.app, 'premium');
    await setFeatureSwitch(t.app, 'adSpyEnabled', true);
  }, 60_000);
  afterAll(async () => t.close());

  /** The page's active ads in the fake library. */
  function setActiveAds(pageId: string, count: number) {
    fake.ads = fake.ads.filter((ad) => ad.page_id !== pageId);
    for (let i = 0; i < count; i += 1) fake.ads.push(fakeAd({ page_id: pageId, page_name: `Página ${pageId}` }));
  }
  /** Moves the server clock to noon UTC of the next day. */
  function nextDay() {
    const now = t.app.clock.now().getTime();
    t.clock.advance(Math.floor(now / DAY_MS) * DAY_MS + DAY_MS + DAY_MS / 2 - now);
  }
  const list = async (member: TestMember) =>
    (await api.ok<CompetitorList>(api.request(member, 'GET', '/adspy/competitors'))).items;

  it('without a token: the link is required, a manual count is recorded, and refresh says a token is needed', async () => {
    const missing = await api.request(ana, 'POST', '/adspy/competitors', { name: 'Loja Sem Link' });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).details).toEqual([
      expect.objectContaining({ field: 'adLibraryUrl', key: 'adSpy.validation.linkRequired' }),
    ]);
    expect(errorOf(await api.request(ana, 'POST', '/adspy/competitors', { name: ' ' })).details).toEqual([
      expect.objectContaining({ field: 'name', key: 'adSpy.validation.nameRequired' }),
    ]);
    const created = await api.addCompetitor(ana, {
      name: 'Loja Manual',
      adLibraryUrl: 'https://www.facebook.com/ads/library/?active_status=all&view_all_page_id=4242',
      adCount: 12,
    });
    expect(created).toMatchObject({
      industry: 'Não categorizado',
      pageId: '4242',
      figures: { activeAds: 12, source: 'manual', yesterdayAds: null },
    });
    const refresh = await api.request(ana, 'POST', `/adspy/competitors/${created.id}/refresh`);
    expect(errorOf(refresh).code).toBe('ADSPY_NO_TOKEN');
    expect(errorOf(await api.request(ana, 'POST', `/adspy/competitors/${created.id}/count`, { count: 2.5 })).code).toBe(
      'VALIDATION_ERROR',
    );
    await api.request(ana, 'DELETE', `/adspy/competitors/${created.id}`);
  });

  it('with a token and no link, generates the link from the name and counts at once', async () => {
    await api.addToken(master, graphToken(fake));
    fake.ads.push(
      fakeAd({ page_name: 'Marca Gerada', page_id: '9' }),
      fakeAd({ page_name: 'Marca Gerada', page_id: '9' }),
    );
    const created = await api.ok<CreatedCompetitor>(
      api.request(ana, 'POST', '/adspy/competitors', { name: 'Marca Gerada', industry: 'Moda' }),
      201,
    );
    expect(created.urlGenerated).toBe(true);
    expect(created.competitor.adLibraryUrl).toContain('q=Marca+Gerada');
    expect(created.competitor.figures).toMatchObject({ activeAds: 2, source: 'api' });
    await api.request(ana, 'DELETE', `/adspy/competitors/${created.competitor.id}`);
  });

  it('records one snapshot per competitor per day; figures follow with yesterday 0 and a gap; a jump notifies', async () => {
    const loja = await api.addCompetitor(ana, { name: 'Loja Azul', pageId: '777' });
    const outra = await api.addCompetitor(ana, { name: 'Loja Verde', pageId: '778' });
    setActiveAds('778', 3);

    nextDay(); // day 1: Loja Azul has 0 active ads
    setActiveAds('777', 0);
    expect(await runJobSlot(t.app, DAILY_SNAPSHOTS_JOB)).toBe('ran');
    expect(await runJobSlot(t.app, DAILY_SNAPSHOTS_JOB)).toBe('claimed-elsewhere');

    nextDay(); // day 2: 9 -> yesterday 0, variation 9, growth 100, and a jump (0 -> 9)
    setActiveAds('777', 9);
    const unread = async () =>
      (await api.ok<{ unreadCount: number }>(api.request(ana, 'GET', '/notifications/unread-count'))).unreadCount;
    const before = await unread();
    expect(await runJobSlot(t.app, DAILY_SNAPSHOTS_JOB)).toBe('ran');
    let azul = (await list(ana)).find((c) => c.id === loja.id)!;
    expect(azul.figures).toMatchObject({ activeAds: 9, yesterdayAds: 0, dailyVariation: 9, dailyGrowth: 100 });
    expect(await unread()).toBe(before + 1);
    // 'Atualizar' the same day records again, and does not notify twice.
    setActiveAds('777', 11);
    azul = await api.ok<Competitor>(api.request(ana, 'POST', `/adspy/competitors/${loja.id}/refresh`));
    expect(azul.figures).toMatchObject({ activeAds: 11, yesterdayAds: 0, dailyVariation: 11 });
    expect(await unread()).toBe(before + 1);

    nextDay(); // day 3: no run (a gap)
    nextDay(); // day 4: 12 -> the day before is a gap
    setActiveAds('777', 12);
    expect(await runJobSlot(t.app, DAILY_SNAPSHOTS_JOB)).toBe('ran');
    azul = (await list(ana)).find((c) => c.id === loja.id)!;
    expect(azul.figures).toMatchObject({ activeAds: 12, yesterdayAds: null, dailyVariation: null, weeklyChange: null });

    const snapshots = await t.app.database.db
      .selectFrom('adspy_snapshots')
      .select(['day', 'active_ads', 'source'])
      .where('competitor_id', '=', Number(loja.id))
      .orderBy('day')
      .execute();
    expect(snapshots.map((s) => [s.active_ads, s.source])).toEqual([
      [0, 'api'], // counted when added
      [0, 'api'],
      [11, 'api'],
      [12, 'api'],
    ]);

    const chart = await api.ok<Comparison>(
      api.request(ana, 'GET', `/adspy/competitors/comparison?ids=${loja.id},${outra.id}&days=30`),
    );
    expect(chart.dates).toHaveLength(30);
    expect(chart.dates.at(-1)).toBe(t.app.clock.now().toISOString().slice(0, 10));
    expect(chart.series[0]!.counts.slice(-5)).toEqual([0, 0, 11, null, 12]);
    expect(chart.series[1]!.counts.slice(-5)).toEqual([0, 3, 3, null, 3]);
    expect(chart.series[0]!.counts.slice(0, 25).every((count) => count === null)).toBe(true);

    // Deleting the competitor takes its jump notice with it.
    expect((await api.request(ana, 'DELETE', `/adspy/competitors/${loja.id}`)).statusCode).toBe(204);
    expect(await unread()).toBe(before);
  });

  it("'Atualizar' for all counts every competitor now, one call per page", async () => {
    const member = await createStaff(t.app, 'premium');
    await api.addCompetitor(member, { name: 'A', pageId: '990', adCount: 1 });
    await api.addCompetitor(member, { name: 'B', pageId: '990', adCount: 1 });
    await api.addCompetitor(member, { name: 'C', pageId: '991', adCount: 1 });
    setActiveAds('990', 6);
    setActiveAds('991', 2);
    fake.requests.length = 0;
    const all = await api.ok<CompetitorList>(api.request(member, 'POST', '/adspy/competitors/refresh'));
    expect(all.items.map((c) => [c.name, c.figures.activeAds, c.figures.source])).toEqual([
      ['A', 6, 'api'],
      ['B', 6, 'api'],
      ['C', 2, 'api'],
    ]);
    expect(fake.requests).toHaveLength(2);
  });

  it('a manual count is the day’s snapshot, labelled manual; blank fetches from the API', async () => {
    const c = await api.addCompetitor(ana, { name: 'Contagem', pageId: '880', adCount: 4 });
    expect((await api.count(ana, c.id, 6)).figures).toMatchObject({ activeAds: 6, source: 'manual' });
    setActiveAds('880', 1);
    expect((await api.count(ana, c.id, null)).figures).toMatchObject({ activeAds: 1, source: 'api' });
  });

  it('each member reads and changes only their own competitors', async () => {
    const own = await api.addCompetitor(ana, { name: 'Só da Ana', pageId: '901' });
    const other = await api.addCompetitor(ana, { name: 'Também da Ana', pageId: '902' });
    expect((await list(bruno)).map((c) => c.id)).not.toContain(own.id);
    for (const [method, path, body] of [
      ['GET', `/adspy/competitors/${own.id}`],
      ['PATCH', `/adspy/competitors/${own.id}`, { name: 'Roubado' }],
      ['POST', `/adspy/competitors/${own.id}/count`, { count: 1 }],
      ['POST', `/adspy/competitors/${own.id}/refresh`],
      ['GET', `/adspy/competitors/comparison?ids=${own.id},${other.id}`],
      ['DELETE', `/adspy/competitors/${own.id}`],
      ['GET', `/adspy/competitors/${RECORD_ID_MAX + 1}`],
    ] as const) {
      const response = await api.request(bruno, method, path, body);
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    expect((await api.ok<Competitor>(api.request(ana, 'GET', `/adspy/competitors/${own.id}`))).name).toBe('Só da Ana');
  });
});
