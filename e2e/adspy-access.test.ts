// Issue 16, access in the browser: /adspy for every role with the adSpyEnabled switch off and on, as
// the server rules it (apps/server/src/modules/adspy/adspy-access.test.ts runs every route): a member
// needs the AdSpy permission and the switch on; admin and master with the permission pass with the
// switch off, with the 'Dev' badge; staff without the permission are refused like members.
import { ptBR } from '@blivion/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { api } from './support/page-api.js';
import type { RunningServer } from './support/server.js';
import { startServer } from './support/server.js';
import { signedUpMember, uniqueEmail } from './support/session.js';

const MASTER = 'chefe-acesso-adspy@exemplo.test';
const access = ptBR.shell.access;
const feature = ptBR.shell.featureNames.adSpy;
const ALL = { forum: true, courses: true, aiLab: true, adSpy: true };

type Who = 'free' | 'premium' | 'adminWithoutAdSpy' | 'admin' | 'master';
type Outcome = 'page' | 'denied' | 'disabled';

function expected(who: Who, switchOn: boolean): Outcome {
  if (who === 'free' || who === 'adminWithoutAdSpy') return 'denied';
  if (who === 'premium' && !switchOn) return 'disabled';
  return 'page';
}

describe('/adspy for each role, with the AdSpy switch off and on', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const pages = {} as Record<Who, Page>;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ MASTER_EMAILS: MASTER }), launchBrowser()]);
    const signUp = (name: string, email: string) => signedUpMember(browser, contexts, server.url, name, email);
    pages.master = await signUp('Chefe Acesso', MASTER);
    pages.free = await signUp('Fábio Free', uniqueEmail('adspy-free'));
    pages.premium = await signUp('Paula Premium', uniqueEmail('adspy-premium'));
    pages.admin = await signUp('Ana Admin', uniqueEmail('adspy-admin'));
    pages.adminWithoutAdSpy = await signUp('Alex Admin', uniqueEmail('adspy-admin-sem'));
    for (const [who, body] of [
      ['premium', { role: 'premium', accessType: 'total' }],
      ['admin', { role: 'admin', accessType: 'total', permissions: ALL }],
      ['adminWithoutAdSpy', { role: 'admin', accessType: 'total', permissions: { ...ALL, adSpy: false } }],
    ] as const) {
      const { body: me } = await api<{ user: { id: string } }>(pages[who], 'GET', '/api/me');
      const changed = await api(pages.master, 'PATCH', `/api/admin/users/${me.user.id}/access`, body);
      expect(changed.status, who).toBe(200);
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
    await server?.stop();
  });

  async function expectOutcome(who: Who, switchOn: boolean): Promise<void> {
    const page = pages[who];
    const outcome = expected(who, switchOn);
    const label = `${who}, switch ${switchOn ? 'on' : 'off'}`;
    await page.goto(`${server.url}/adspy`);
    const nav = page.getByRole('navigation', { name: ptBR.shell.sidebar.navigation });
    await nav.getByRole('link', { name: ptBR.shell.sidebar.dashboard }).waitFor();
    const status = await api<{ error?: { code: string } }>(page, 'GET', '/api/adspy/status');
    const navLinks = await nav.getByRole('link', { name: new RegExp(`^${ptBR.shell.sidebar.adSpy}`) }).count();
    if (outcome === 'page') {
      await page.getByRole('heading', { name: ptBR.adSpy.title, level: 1 }).waitFor();
      await page.getByRole('tab', { name: ptBR.adSpy.tabs.competitors }).waitFor();
      expect(status.status, label).toBe(200);
      expect(navLinks, label).toBe(1);
      // Staff see the page with the switch off, marked 'Dev' and told that members do not see it.
      expect(await page.getByText(ptBR.adSpy.disabledNotice, { exact: true }).count(), label).toBe(switchOn ? 0 : 1);
      return;
    }
    const [title, message, code] =
      outcome === 'denied'
        ? [access.deniedTitle, access.deniedMessage, 'PERMISSION_REQUIRED']
        : [access.disabledTitle, access.disabledMessage, 'FEATURE_DISABLED'];
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByText(message.replace('{{feature}}', feature)).waitFor();
    expect(await page.getByRole('heading', { name: ptBR.adSpy.title, level: 1 }).count(), label).toBe(0);
    expect(status.status, label).toBe(403);
    expect(status.body.error?.code, label).toBe(code);
    expect(navLinks, label).toBe(0);
  }

  for (const switchOn of [false, true]) {
    it(`with the switch ${switchOn ? 'on' : 'off'}`, async () => {
      const features = await api(pages.master, 'PUT', '/api/admin/features', { adSpyEnabled: switchOn });
      expect(features.status).toBe(200);
      for (const who of ['free', 'premium', 'adminWithoutAdSpy', 'admin', 'master'] as const) {
        await expectOutcome(who, switchOn);
      }
    }, 120_000);
  }

  it('sends a visitor to the sign-in page, and the API answers 401', async () => {
    const context = await browser.newContext({ locale: 'pt-BR' });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${server.url}/adspy`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect((await api(page, 'GET', '/api/adspy/status')).status).toBe(401);
  });
});
