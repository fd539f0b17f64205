import type { AdSpyTokenList, LibraryPage } from '@blivion/shared';
import { ADSPY_SEARCHES_PER_MINUTE } from '@blivion/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { adSpyApi, createAdSpyApp, graphToken } from '../../../test-support/adspy.js';
import type { FakeGraph } from '../../../test-support/fake-graph/fake-graph.js';
import { fakeAd } from '../../../test-support/fake-graph/fake-graph.js';
import type { TestMember } from '../../../test-support/factories.js';
import { createStaff, errorOf } from '../../../test-support/factories.js';
import type { LogCapture } from '../../../test-support/log-capture.js';
import { captureLogs } from '../../../test-support/log-capture.js';
import type { TestApp } from '../../../test-support/test-app.js';

describe('the Ad Library client rotates tokens by the Graph error codes', () => {
  let t: TestApp;
  let fake: FakeGraph;
  let api: ReturnType<typeof adSpyApi>;
  let master: TestMember;
  let admin: TestMember;
  let logs: LogCapture;
  let tokens: string[];
  let search = 0;

  beforeAll(async () => {
    logs = captureLogs('debug');
    ({ t, fake } = await createAdSpyApp({ logger: logs.logger }));
    api = adSpyApi(t);
    master = await createStaff(t.app, 'master');
    admin = await createStaff(t.app, 'admin');
    fake.ads.push(fakeAd({ page_name: 'Loja Rotação' }));
  }, 60_000);
  afterAll(async () => t.close());

  beforeEach(async () => {
    await t.app.database.db.deleteFrom('adspy_tokens').execute();
    await t.app.database.db.deleteFrom('adspy_settings').execute();
    fake.errors.clear();
    tokens = [graphToken(fake), graphToken(fake), graphToken(fake)];
    for (const token of tokens) await api.addToken(master, token);
  });

  /** A search nobody made before, so the cache never answers it. */
  function searchAds() {
    search += 1;
    return api.request(
      admin,
      'GET',
      `/adspy/ads?q=loja&language=pt&dateFrom=2026-01-${String((search % 28) + 1).padStart(2, '0')}&after=c${search}`,
    );
  }
  const tokenList = () => api.ok<AdSpyTokenList>(api.request(admin, 'GET', '/admin/adspy/tokens'));
  const usedTokens = () => fake.requests.map((r) => r.token);

  it('stores tokens sealed, shows only their last four, and reads the usage headers', async () => {
    const rows = await t.app.database.db.selectFrom('adspy_tokens').select(['sealed', 'last4']).execute();
    for (const [i, row] of rows.entries()) {
      expect(row.sealed).not.toContain(tokens[i]!);
      expect(row.last4).toBe(tokens[i]!.slice(-4));
    }
    fake.usagePercent = 37;
    fake.requests.length = 0;
    expect((await searchAds()).statusCode).toBe(200);
    expect(usedTokens()).toEqual([tokens[0]]);
    const list = await tokenList();
    expect(JSON.stringify(list)).not.toContain(tokens[0]!.slice(0, -4));
    expect(list.tokens.map((x) => [x.state, x.isCurrent, x.usagePercent])).toEqual([
      ['active', true, 37],
      ['active', false, null],
      ['active', false, null],
    ]);
    expect(list.currentPosition).toBe(1);
  });

  for (const code of [17, 613]) {
    it(`rests a token on ${code} until it regains access and answers with the next`, async () => {
      fake.errors.set(tokens[0]!, { code, regainMinutes: 30 });
      fake.requests.length = 0;
      const response = await searchAds();
      expect(response.statusCode).toBe(200);
      expect(usedTokens()).toEqual([tokens[0], tokens[1]]);
      const list = await tokenList();
      expect(list.tokens.map((x) => x.state)).toEqual(['resting', 'active', 'active']);
      expect(new Date(list.tokens[0]!.restingUntil!).getTime() - t.app.clock.now().getTime()).toBeGreaterThan(
        29 * 60_000,
      );
      expect(list.currentPosition).toBe(2);
      // After its rest the token is used again when its turn comes.
      t.clock.advance(31 * 60_000);
      expect((await tokenList()).tokens[0]!.state).toBe('active');
    });
  }

  it('says when every token rests, with the time until the first one is back', async () => {
    for (const token of tokens) fake.errors.set(token, { code: 613, regainMinutes: 10 + tokens.indexOf(token) });
    const response = await searchAds();
    expect(response.statusCode).toBe(502);
    expect(errorOf(response)).toMatchObject({ code: 'ADSPY_API_ERROR', details: { reason: 'rateLimited' } });
    const details = errorOf(response).details as { retryAfterSeconds: number };
    expect(details.retryAfterSeconds).toBeGreaterThan(9 * 60);
    expect(details.retryAfterSeconds).toBeLessThanOrEqual(10 * 60);
  });

  for (const [code, subcode, reason] of [
    [190, undefined, 'invalidToken'],
    [10, 2332002, 'accountBlocked'],
  ] as const) {
    it(`marks a token dead on ${code}${subcode ? `/${subcode}` : ''}, tells the admins once, and goes on with the next`, async () => {
      fake.errors.set(tokens[0]!, { code, subcode });
      const before = await notificationCount(admin);
      expect((await searchAds()).statusCode).toBe(200);
      expect((await searchAds()).statusCode).toBe(200);
      const list = await tokenList();
      expect(list.tokens.map((x) => [x.state, x.deadReason])).toEqual([
        ['dead', reason],
        ['active', null],
        ['active', null],
      ]);
      expect(await notificationCount(admin)).toBe(before + 1);
      const bell = await api.ok<{ items: Array<{ text: string }> }>(api.request(master, 'GET', '/notifications'));
      expect(bell.items[0]!.text).toContain(tokens[0]!.slice(-4));
      expect(bell.items[0]!.text).not.toContain(tokens[0]!.slice(0, -4));
    });
  }

  it('stops on 4 (the app limit every token shares) without trying the other tokens', async () => {
    fake.errors.set(tokens[0]!, { code: 4, regainMinutes: 20, times: 1 });
    fake.requests.length = 0;
    const response = await searchAds();
    expect(errorOf(response)).toMatchObject({ code: 'ADSPY_API_ERROR', details: { reason: 'appLimited' } });
    expect(usedTokens()).toEqual([tokens[0]]);
    expect((await searchAds()).statusCode).toBe(502);
    expect(fake.requests).toHaveLength(1);
    t.clock.advance(21 * 60_000);
    expect((await searchAds()).statusCode).toBe(200);
  });

  it('reports 100 as our own bad request and keeps the token', async () => {
    fake.errors.set(tokens[0]!, { code: 100, times: 1 });
    const response = await searchAds();
    expect(errorOf(response)).toMatchObject({ code: 'ADSPY_API_ERROR', details: { reason: 'badRequest' } });
    expect((await tokenList()).tokens.map((x) => x.state)).toEqual(['active', 'active', 'active']);
  });

  it("'Alternar Token' cycles through the tokens that are not dead", async () => {
    fake.errors.set(tokens[1]!, { code: 190 });
    fake.errors.set(tokens[0]!, { code: 17, times: 1 });
    await searchAds();
    expect((await tokenList()).currentPosition).toBe(3);
    const positions: Array<number | null> = [];
    for (let i = 0; i < 3; i += 1) {
      positions.push(
        (await api.ok<AdSpyTokenList>(api.request(admin, 'POST', '/admin/adspy/tokens/rotate'))).currentPosition,
      );
    }
    expect(positions).toEqual([1, 3, 1]);
    const status = await api.ok<{ currentToken: unknown }>(api.request(admin, 'GET', '/adspy/status'));
    expect(status.currentToken).toEqual({ position: 1, total: 3 });
  });

  it('never writes a token or an Ad Library request URL to the log', async () => {
    fake.errors.set(tokens[0]!, { code: 613 });
    fake.errors.set(tokens[1]!, { code: 190 });
    fake.errors.set(tokens[2]!, { code: 100 });
    await searchAds();
    const refused = `${tokens[0]!} com espaço`;
    expect((await api.request(master, 'POST', '/admin/adspy/tokens', { token: refused })).statusCode).toBe(400);
    expect((await api.request(master, 'POST', '/admin/adspy/tokens', { token: tokens[1] })).statusCode).toBe(409);
    await fake.close().catch(() => {});
    await searchAds(); // the API cannot be reached
    const text = logs.text();
    expect(text).toContain('ad library call failed');
    for (const token of tokens) expect(text).not.toContain(token);
    expect(text).not.toContain('ads_archive');
    expect(text).not.toContain('access_token');
    expect(text).not.toContain(fake.url);
  });

  async function notificationCount(member: TestMember): Promise<number> {
    const body = await api.ok<{ unreadCount: number }>(api.request(member, 'GET', '/notifications/unread-count'));
    return body.unreadCount;
  }
});

describe('library search', () => {
  let t: TestApp;
  let fake: FakeGraph;
  let api: ReturnType<typeof adSpyApi>;

  beforeAll(async () => {
    ({ t, fake } = await createAdSpyApp());
    api = adSpyApi(t);
    const master = await createStaff(t.app, 'master');
    await api.addToken(master, graphToken(fake));
    for (let i = 0; i < 30; i += 1)
      fake.ads.push(fakeAd({ page_name: `Moda Verão ${i}`, ad_creative_bodies: [`Coleção ${i}`] }));
    fake.ads.push(fakeAd({ page_name: 'Moda Só Brasil', countries: ['BR'], publisher_platforms: ['FACEBOOK'] }));
  }, 60_000);
  afterAll(async () => t.close());

  it('pages through paging.next with an opaque cursor, filters, and reuses a result for the stated time', async () => {
    const staff = await createStaff(t.app, 'admin');
    const first = await api.ok<LibraryPage>(api.request(staff, 'GET', '/adspy/ads?q=moda%20ver%C3%A3o'));
    expect(first.ads).toHaveLength(24);
    expect(first.fromCache).toBe(false);
    expect(first.cacheTtlSeconds).toBe(600);
    expect(first.ads[0]!.libraryUrl).toMatch(/^https:\/\/www\.facebook\.com\/ads\/library\/\?id=\d+$/);
    expect(JSON.stringify(first)).not.toContain('access_token');
    const second = await api.ok<LibraryPage>(
      api.request(staff, 'GET', `/adspy/ads?q=moda%20ver%C3%A3o&after=${encodeURIComponent(first.nextCursor!)}`),
    );
    expect(second.ads).toHaveLength(6);
    expect(second.nextCursor).toBeNull();
    const calls = fake.requests.length;
    const again = await api.ok<LibraryPage>(api.request(staff, 'GET', '/adspy/ads?q=moda%20ver%C3%A3o'));
    expect(again.fromCache).toBe(true);
    expect(fake.requests.length).toBe(calls);
    t.clock.advance(601_000);
    expect((await api.ok<LibraryPage>(api.request(staff, 'GET', '/adspy/ads?q=moda%20ver%C3%A3o'))).fromCache).toBe(
      false,
    );

    const params = fake.requests.at(-1)!.params;
    expect(params).toMatchObject({ ad_type: 'ALL', ad_reached_countries: '["ALL"]', ad_active_status: 'ACTIVE' });
    const br = await api.ok<LibraryPage>(
      api.request(staff, 'GET', '/adspy/ads?q=moda%20s%C3%B3&country=BR&platform=facebook&status=all&mediaType=image'),
    );
    expect(br.ads.map((ad) => ad.pageName)).toEqual(['Moda Só Brasil']);
    expect(fake.requests.at(-1)!.params).toMatchObject({
      ad_reached_countries: '["BR"]',
      publisher_platforms: '["FACEBOOK"]',
      ad_active_status: 'ALL',
      media_type: 'IMAGE',
    });
  });

  it('lets one member search 30 times a minute, so nobody spends the shared limit alone', async () => {
    const staff = await createStaff(t.app, 'admin');
    const statuses: number[] = [];
    for (let i = 0; i <= ADSPY_SEARCHES_PER_MINUTE; i += 1) {
      statuses.push((await api.request(staff, 'GET', '/adspy/ads?q=moda')).statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(ADSPY_SEARCHES_PER_MINUTE);
    expect(statuses.at(-1)).toBe(429);
    const other = await createStaff(t.app, 'admin');
    expect((await api.request(other, 'GET', '/adspy/ads?q=moda')).statusCode).toBe(200);
  });

  it('asks nothing of the API without a search, and refuses bad filters with a 400', async () => {
    const staff = await createStaff(t.app, 'admin');
    const calls = fake.requests.length;
    expect((await api.ok<LibraryPage>(api.request(staff, 'GET', '/adspy/ads'))).ads).toEqual([]);
    expect(fake.requests.length).toBe(calls);
    for (const query of ['q=a&country=Brasil', 'q=a&dateFrom=2026-13-01', 'q=a&after=%00', 'q=a&platform=orkut']) {
      expect((await api.request(staff, 'GET', `/adspy/ads?${query}`)).statusCode, query).toBe(400);
    }
  });
});
