import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.js';
import { prepareDatabase } from '../../../startup.js';
import { adSpyApi, createAdSpyApp, graphToken } from '../../../test-support/adspy.js';
import type { FakeGraph } from '../../../test-support/fake-graph/fake-graph.js';
import { fakeAd } from '../../../test-support/fake-graph/fake-graph.js';
import { createStaff } from '../../../test-support/factories.js';
import { setFeatureSwitch } from '../../../test-support/feature-switches.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { runJobSlot } from '../../../jobs/scheduler.js';
import { DAILY_SNAPSHOTS_JOB } from './daily-snapshots.js';

describe('the daily snapshot job with two app instances on one database', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let fake: FakeGraph;
  let api: ReturnType<typeof adSpyApi>;

  beforeAll(async () => {
    ({ t, fake } = await createAdSpyApp());
    second = await buildApp({ config: t.config, clock: t.clock, logger: false });
    await prepareDatabase(second);
    await second.ready();
    api = adSpyApi(t);
    await setFeatureSwitch(t.app, 'adSpyEnabled', true);
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('runs the day once, whichever instance claims it first; the next day runs again', async () => {
    const master = await createStaff(t.app, 'master');
    const members = [await createStaff(t.app, 'premium'), await createStaff(t.app, 'premium')];
    for (const member of members) {
      await api.addCompetitor(member, { name: 'Página Um', pageId: '301', adCount: 1 });
      await api.addCompetitor(member, { name: 'Página Dois', pageId: '302', adCount: 1 });
    }
    await api.addToken(master, graphToken(fake));
    fake.ads.push(fakeAd({ page_id: '301' }), fakeAd({ page_id: '301' }), fakeAd({ page_id: '302' }));
    fake.requests.length = 0;

    t.clock.advance(86_400_000);
    const at = t.app.clock.now();
    const outcomes = await Promise.all([
      runJobSlot(t.app, DAILY_SNAPSHOTS_JOB, at),
      runJobSlot(second, DAILY_SNAPSHOTS_JOB, at),
      runJobSlot(second, DAILY_SNAPSHOTS_JOB, at),
      runJobSlot(t.app, DAILY_SNAPSHOTS_JOB, at),
    ]);
    expect(outcomes.filter((o) => o === 'ran')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'claimed-elsewhere')).toHaveLength(3);
    // One call per page, though two members follow each page.
    expect(fake.requests).toHaveLength(2);
    const day = Math.floor(at.getTime() / 86_400_000);
    const rows = await t.app.database.db
      .selectFrom('adspy_snapshots')
      .select(['competitor_id', 'active_ads', 'source'])
      .where('day', '=', day)
      .execute();
    expect(rows.map((r) => [r.active_ads, r.source]).sort()).toEqual([
      [1, 'api'],
      [1, 'api'],
      [2, 'api'],
      [2, 'api'],
    ]);

    t.clock.advance(86_400_000);
    expect(await runJobSlot(second, DAILY_SNAPSHOTS_JOB)).toBe('ran');
    expect(fake.requests).toHaveLength(4);
  });

  it('under the rate limits gives the day back and resumes with the competitors still to count', async () => {
    t.clock.advance(86_400_000);
    const token = [...fake.tokens][0]!;
    fake.errors.set(token, { code: 613, regainMinutes: 30 });
    expect(await runJobSlot(t.app, DAILY_SNAPSHOTS_JOB)).toBe('failed');
    fake.errors.clear();
    t.clock.advance(31 * 60_000);
    fake.requests.length = 0;
    expect(await runJobSlot(second, DAILY_SNAPSHOTS_JOB)).toBe('ran');
    expect(fake.requests).toHaveLength(2);
  });

  it("records a run's counts on its own day when the run ends after midnight", async () => {
    t.clock.advance(86_400_000); // a day no run has claimed yet
    const member = await createStaff(t.app, 'premium');
    const competitor = await api.addCompetitor(member, { name: 'Página Tarde', pageId: '303', adCount: 1 });
    fake.ads.push(fakeAd({ page_id: '303' }));
    t.clock.advance(86_400_000);
    // The slot is a second before midnight; the counts are written after it, on the next day's clock.
    const now = t.app.clock.now().getTime();
    const day = Math.floor(now / 86_400_000);
    const slotAt = new Date(day * 86_400_000 - 1_000);
    expect(await runJobSlot(t.app, DAILY_SNAPSHOTS_JOB, slotAt)).toBe('ran');
    const rows = await t.app.database.db
      .selectFrom('adspy_snapshots')
      .select(['day', 'active_ads'])
      .where('competitor_id', '=', Number(competitor.id))
      .where('source', '=', 'api')
      .execute();
    expect(rows).toEqual([{ day: day - 1, active_ads: 1 }]);
    // The new day's run counts it again for that day.
    expect(await runJobSlot(second, DAILY_SNAPSHOTS_JOB)).toBe('ran');
    const today = await t.app.database.db
      .selectFrom('adspy_snapshots')
      .select('active_ads')
      .where('competitor_id', '=', Number(competitor.id))
      .where('day', '=', day)
      .execute();
    expect(today).toEqual([{ active_ads: 1 }]);
  });
});
