import type { AdSpyTokenList, Competitor, CreatedCompetitor, SwipeFile } from '@blivion/shared';
import { apiClient } from './api-client.js';
import type { TestMember } from './factories.js';
import { createStaff } from './factories.js';
import { setFeatureSwitch } from './feature-switches.js';
import type { FakeGraph } from './fake-graph/fake-graph.js';
import { startFakeGraph } from './fake-graph/fake-graph.js';
import type { TestApp, TestAppOptions } from './test-app.js';
import { createTestApp } from './test-app.js';

const DAY_MS = 86_400_000;
let tokenSerial = 0;

/** A token the fake Graph API accepts (long enough for the form, unique per call). */
export function graphToken(fake: FakeGraph): string {
  tokenSerial += 1;
  const token = `EAAtest${String(tokenSerial).padStart(4, '0')}${Math.random().toString(36).slice(2, 14)}Zx${tokenSerial}`;
  fake.tokens.add(token);
  return token;
}

/** The app with its Graph API on a fake server over loopback. */
export async function createAdSpyApp(options: TestAppOptions = {}): Promise<{ t: TestApp; fake: FakeGraph }> {
  const fake = await startFakeGraph();
  try {
    const t = await createTestApp({ ...options, env: { META_GRAPH_URL: fake.url, ...options.env } });
    // AdSpy counts by UTC day: its tests start at the coming noon UTC (the test clock then runs with
    // the wall clock), so a run near midnight cannot see the day change between two steps.
    const now = t.clock.now().getTime();
    const noon = Math.floor(now / DAY_MS) * DAY_MS + DAY_MS / 2;
    t.clock.advance((noon >= now ? noon : noon + DAY_MS) - now);
    const close = t.close;
    t.close = async () => {
      await close();
      await fake.close();
    };
    return { t, fake };
  } catch (error) {
    await fake.close();
    throw error;
  }
}

/** AdSpy through the real API. */
export function adSpyApi(t: TestApp) {
  const { request, ok } = apiClient(t, '/api');
  return {
    request,
    ok,
    addToken: (staff: TestMember, token: string) =>
      ok<AdSpyTokenList>(request(staff, 'POST', '/admin/adspy/tokens', { token }), 201),
    addCompetitor: async (member: TestMember, body: Record<string, unknown>) =>
      (await ok<CreatedCompetitor>(request(member, 'POST', '/adspy/competitors', body), 201)).competitor,
    count: (member: TestMember, id: string, count: number | null) =>
      ok<Competitor>(request(member, 'POST', `/adspy/competitors/${id}/count`, { count })),
    swipeFile: (member: TestMember, name = 'Inspirações') =>
      ok<SwipeFile>(request(member, 'POST', '/adspy/swipe-files', { name }), 201),
  };
}

/** AdSpy's member-facing world: the app with its fake Graph API, AdSpy switched on, two premium members. */
export interface AdSpyMembers {
  t: TestApp;
  fake: FakeGraph;
  api: ReturnType<typeof adSpyApi>;
  ana: TestMember;
  bruno: TestMember;
}

/** The app (createAdSpyApp) with AdSpy switched on and two premium members, Ana and Bruno. */
export async function adSpyWithMembers(): Promise<AdSpyMembers> {
  const { t, fake } = await createAdSpyApp();
  const ana = await createStaff(t.app, 'premium');
  const bruno = await createStaff(t.app, 'premium');
  await setFeatureSwitch(t.app, 'adSpyEnabled', true);
  return { t, fake, api: adSpyApi(t), ana, bruno };
}
