import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adSpyApi, createAdSpyApp, graphToken } from '../../test-support/adspy.js';
import type { FakeGraph } from '../../test-support/fake-graph/fake-graph.js';
import { fakeAd } from '../../test-support/fake-graph/fake-graph.js';
import type { TestMember } from '../../test-support/factories.js';
import { createMember, createStaff, errorOf, setAccess } from '../../test-support/factories.js';
import { setFeatureSwitch } from '../../test-support/feature-switches.js';
import type { TestApp } from '../../test-support/test-app.js';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type Who =
  'anonymous' | 'free' | 'expired' | 'premium' | 'premiumWithoutAdSpy' | 'adminWithoutAdSpy' | 'admin' | 'master';

/** Every AdSpy route; :c and :s are the caller's own competitor and swipe file. */
const MEMBER_ROUTES: Array<[Method, string, object?]> = [
  ['GET', '/adspy/status'],
  ['GET', '/adspy/ads?q=loja'],
  ['GET', '/adspy/competitors'],
  ['POST', '/adspy/competitors', { name: 'Nova Marca', pageId: '555' }],
  ['GET', '/adspy/competitors/:c'],
  ['PATCH', '/adspy/competitors/:c', { notes: 'Observar' }],
  ['POST', '/adspy/competitors/:c/count', { count: 7 }],
  ['POST', '/adspy/competitors/:c/refresh'],
  ['GET', '/adspy/competitors/comparison?ids=:c,:c2&days=30'],
  ['POST', '/adspy/competitors/refresh'],
  ['DELETE', '/adspy/competitors/:c'],
  ['GET', '/adspy/swipe-files'],
  ['POST', '/adspy/swipe-files', { name: 'Coleção' }],
  ['GET', '/adspy/swipe-files/:s'],
  ['PATCH', '/adspy/swipe-files/:s', { name: 'Outro nome' }],
  ['POST', '/adspy/swipe-files/:s/ads', { adArchiveId: '77', pageName: 'Loja' }],
  ['DELETE', '/adspy/swipe-files/:s/ads/77'],
  ['DELETE', '/adspy/swipe-files/:s'],
];
const ADMIN_ROUTES: Array<[Method, string, object?]> = [
  ['GET', '/admin/adspy/tokens'],
  ['POST', '/admin/adspy/tokens/rotate'],
  ['POST', '/admin/adspy/tokens', { token: ':token' }],
  ['DELETE', '/admin/adspy/tokens/:token-id'],
];

const allowed = (who: Who, switchOn: boolean, admin: boolean): boolean => {
  if (who === 'admin' || who === 'master') return true;
  return !admin && switchOn && who === 'premium';
};

describe('who may use AdSpy, with the adSpyEnabled switch off and on', () => {
  let t: TestApp;
  let fake: FakeGraph;
  let api: ReturnType<typeof adSpyApi>;
  let members: Record<Exclude<Who, 'anonymous'>, TestMember>;

  beforeAll(async () => {
    ({ t, fake } = await createAdSpyApp());
    api = adSpyApi(t);
    fake.ads.push(fakeAd({ page_name: 'Loja Azul', page_id: '555' }));
    const expired = await createStaff(t.app, 'premium');
    await setAccess(t.app, expired.id, { accessExpiration: new Date(Date.now() - 60_000) });
    const premiumWithoutAdSpy = await createStaff(t.app, 'premium');
    await setAccess(t.app, premiumWithoutAdSpy.id, { permissions: { adSpy: false } });
    const adminWithoutAdSpy = await createStaff(t.app, 'admin');
    await setAccess(t.app, adminWithoutAdSpy.id, { permissions: { adSpy: false } });
    members = {
      free: await createMember(t.app),
      expired,
      premium: await createStaff(t.app, 'premium'),
      premiumWithoutAdSpy,
      adminWithoutAdSpy,
      admin: await createStaff(t.app, 'admin'),
      master: await createStaff(t.app, 'master'),
    };
    await api.addToken(members.master, graphToken(fake));
  }, 60_000);
  afterAll(async () => t.close());

  /** The caller's own rows when they may have them (made with the switch on), else ids nobody reaches. */
  async function pathFor(who: Who, path: string): Promise<string> {
    if (who === 'anonymous' || !allowed(who, true, false)) {
      return path.replace(':c2', '2').replace(':c', '1').replace(':s', '1').replace(':token-id', '1');
    }
    const owner = members[who];
    let result = path;
    if (result.includes(':c')) {
      const one = await api.addCompetitor(owner, { name: 'Marca Um', pageId: '555' });
      const two = await api.addCompetitor(owner, { name: 'Marca Dois', pageId: '556' });
      result = result.replace(':c2', two.id).replace(':c', one.id);
    }
    if (result.includes(':s')) {
      const file = await api.swipeFile(owner);
      await api.ok(api.request(owner, 'POST', `/adspy/swipe-files/${file.id}/ads`, { adArchiveId: '77' }));
      result = result.replace(':s', file.id);
    }
    if (result.includes(':token-id')) {
      const list = await api.addToken(members.master, graphToken(fake));
      result = result.replace(':token-id', list.tokens.at(-1)!.id);
    }
    return result;
  }

  const whos: Who[] = [
    'anonymous',
    'free',
    'expired',
    'premium',
    'premiumWithoutAdSpy',
    'adminWithoutAdSpy',
    'admin',
    'master',
  ];
  for (const switchOn of [false, true]) {
    for (const [routes, admin] of [
      [MEMBER_ROUTES, false],
      [ADMIN_ROUTES, true],
    ] as const) {
      it(`${admin ? 'admin' : 'member'} routes with the switch ${switchOn ? 'on' : 'off'}`, async () => {
        await setFeatureSwitch(t.app, 'adSpyEnabled', true);
        const paths = new Map<string, string>();
        for (const who of whos) for (const [, path] of routes) paths.set(`${who} ${path}`, await pathFor(who, path));
        await setFeatureSwitch(t.app, 'adSpyEnabled', switchOn);
        for (const who of whos) {
          for (const [method, path, body] of routes) {
            const payload = body && 'token' in body ? { token: graphToken(fake) } : body;
            const response = await api.request(
              who === 'anonymous' ? null : members[who],
              method,
              paths.get(`${who} ${path}`)!,
              payload,
            );
            const label = `${who} ${method} ${path} -> ${response.statusCode} ${response.body.slice(0, 120)}`;
            if (allowed(who, switchOn, admin)) {
              expect(response.statusCode, label).toBeLessThan(300);
            } else if (who === 'anonymous') {
              expect(response.statusCode, label).toBe(401);
            } else {
              expect(response.statusCode, label).toBe(403);
              const staff = who === 'adminWithoutAdSpy';
              const expected =
                admin && !staff
                  ? 'ADMIN_REQUIRED'
                  : who === 'free' || who === 'premiumWithoutAdSpy' || staff
                    ? 'PERMISSION_REQUIRED'
                    : who === 'expired'
                      ? 'ACCESS_EXPIRED'
                      : 'FEATURE_DISABLED';
              expect(errorOf(response).code, label).toBe(expected);
            }
          }
        }
      }, 120_000);
    }
  }
});
