import { ptBR } from '@blivion/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import type { RunningServer } from './support/server.js';
import { movedClockEnv, startServer } from './support/server.js';
import { signUpThroughForm, uniqueEmail } from './support/session.js';

const MASTER = 'chefe-expiracao@exemplo.test';

/** Tomorrow's calendar date in Brasília (UTC-03:00), as the expiry picker sends it. */
function tomorrowInBrasilia(): string {
  return new Date(Date.now() - 3 * 3600_000 + 24 * 3600_000).toISOString().slice(0, 10);
}

describe('access expiry follows the server clock', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ MASTER_EMAILS: MASTER }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('opens courses until the expiry date, and only the forum after the clock passes it', async () => {
    const masterContext = await browser.newContext({ locale: 'pt-BR' });
    const memberContext = await browser.newContext({ locale: 'pt-BR' });
    const masterPage = await masterContext.newPage();
    const memberPage = await memberContext.newPage();

    await signUpThroughForm(masterPage, server.url, 'Chefe', MASTER);
    await signUpThroughForm(memberPage, server.url, 'Aluna Premium', uniqueEmail('premium'));
    const memberId: string = await memberPage.evaluate(async () => (await (await fetch('/api/me')).json()).user.id);

    const status = await masterPage.evaluate(
      async ({ id, date }) =>
        (
          await fetch(`/api/admin/users/${id}/access`, {
            method: 'PATCH',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ role: 'premium', accessType: 'total', accessExpiration: date }),
          })
        ).status,
      { id: memberId, date: tomorrowInBrasilia() },
    );
    expect(status).toBe(200);

    await memberPage.goto(`${server.url}/courses`);
    await memberPage.getByRole('heading', { name: ptBR.courses.overview.title }).waitFor();
    await memberPage.goto(`${server.url}/ai-lab`);
    await memberPage.getByRole('heading', { name: ptBR.aiLab.chat.welcomeTitle }).waitFor();

    await server.restart(movedClockEnv('+3d'));

    await memberPage.goto(`${server.url}/courses`);
    await memberPage.getByRole('heading', { name: ptBR.shell.access.expiredTitle }).waitFor();
    const me = await memberPage.evaluate(async () => (await fetch('/api/me')).json());
    expect(me.accessExpired).toBe(true);
    expect(me.permissions).toEqual({ forum: true, courses: false, aiLab: false, adSpy: false });

    await masterContext.close();
    await memberContext.close();
  });
});
