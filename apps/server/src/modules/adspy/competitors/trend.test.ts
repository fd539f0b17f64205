import type { Competitor, CompetitorList } from '@blivion/shared';
import { ADSPY_TREND_DAYS } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type adSpyApi, adSpyWithMembers } from '../../../test-support/adspy.js';
import type { TestMember } from '../../../test-support/factories.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { epochDay } from './figures.js';

const DAY_MS = 86_400_000;

describe("the competitor cards' 30-day trend", () => {
  let t: TestApp;
  let api: ReturnType<typeof adSpyApi>;
  let ana: TestMember;
  let bruno: TestMember;

  beforeAll(async () => {
    ({ t, api, ana, bruno } = await adSpyWithMembers());
  }, 60_000);
  afterAll(async () => t.close());

  function advanceDays(days: number) {
    t.clock.advance(days * DAY_MS);
  }
  const list = async (member: TestMember) =>
    (await api.ok<CompetitorList>(api.request(member, 'GET', '/adspy/competitors'))).items;
  const nulls = (n: number) => Array.from({ length: n }, () => null);

  it('gives each competitor its own counts of the last 30 days, oldest first, null on days without one', async () => {
    const azul = await api.addCompetitor(ana, { name: 'Trend Azul', pageId: '5101', adCount: 5 });
    const verde = await api.addCompetitor(ana, { name: 'Trend Verde', pageId: '5102' });
    const alheio = await api.addCompetitor(bruno, { name: 'Do Bruno', pageId: '5101', adCount: 100 });
    expect(azul.trend).toEqual([...nulls(ADSPY_TREND_DAYS - 1), 5]);

    advanceDays(1);
    await api.count(ana, azul.id, 8);
    await api.count(ana, verde.id, 2);
    await api.count(bruno, alheio.id, 90);
    advanceDays(2); // a day without counts, then today
    await api.count(ana, azul.id, 6);

    const [a, v] = await list(ana);
    expect(a!.trend).toHaveLength(ADSPY_TREND_DAYS);
    expect(a!.trend.slice(-4)).toEqual([5, 8, null, 6]);
    expect(a!.trend.slice(0, -4)).toEqual(nulls(ADSPY_TREND_DAYS - 4));
    expect(v!.trend.slice(-4)).toEqual([null, 2, null, null]);
    expect((await list(bruno))[0]!.trend.slice(-4)).toEqual([100, 90, null, null]);
    // The single competitor's answer carries the same line.
    const one = await api.ok<Competitor>(api.request(ana, 'GET', `/adspy/competitors/${azul.id}`));
    expect(one.trend).toEqual(a!.trend);

    // The oldest day of the line is 29 days ago; a count 30 days ago is outside it.
    const today = epochDay(t.app.clock.now());
    for (const [back, count] of [
      [ADSPY_TREND_DAYS - 1, 41],
      [ADSPY_TREND_DAYS, 40],
    ] as const) {
      await t.app.database.db
        .insertInto('adspy_snapshots')
        .values({
          competitor_id: Number(azul.id),
          day: today - back,
          active_ads: count,
          source: 'manual',
          error_reason: null,
          recorded_at: t.app.clock.now(),
        })
        .execute();
    }
    const line = (await list(ana))[0]!.trend;
    expect(line[0]).toBe(41);
    expect(line.filter((count) => count !== null)).toEqual([41, 5, 8, 6]);
  });
});
