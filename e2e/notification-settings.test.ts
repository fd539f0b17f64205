import { ptBR } from '@blivion/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, seriousViolations } from './support/browser.js';
import { fitProblems, settle } from './support/fit-checks.js';
import { api, postTopic } from './support/page-api.js';
import type { RunningServer } from './support/server.js';
import { startServer } from './support/server.js';
import { signUpThroughForm, uniqueEmail } from './support/session.js';

const prefs = ptBR.features.notificationPreferences;
const replies = prefs.kinds.replies;

/**
 * Issue 33 §4 on a phone: the e-mail of a reply carries a one-click unsubscribe link that works
 * without signing in; the 'Notificações' tab of the settings then shows that choice, fits 360 px
 * with 44 px targets, passes axe, and keeps what the member saves.
 */
describe('notification settings on a phone', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  async function phone(): Promise<Page> {
    const context = await browser.newContext({
      locale: 'pt-BR',
      viewport: { width: 360, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    contexts.push(context);
    return context.newPage();
  }

  const switchOf = (page: Page, name: string) => page.getByRole('switch', { name, exact: true });

  it('unsubscribes from the reply e-mail in one click, and the tab shows it, fits and saves', async () => {
    const ana = await phone();
    const anaEmail = uniqueEmail('ana-prefs');
    await signUpThroughForm(ana, server.url, 'Ana Preferência', anaEmail);
    const bruno = await phone();
    await signUpThroughForm(bruno, server.url, 'Bruno Resposta', uniqueEmail('bruno-prefs'));
    const topicId = await postTopic(ana, 'Quem já testou anúncios de carrossel?');
    expect(
      (await api(bruno, 'POST', `/api/forum/topics/${topicId}/replies`, { content: 'Eu testei, funciona!' })).status,
    ).toBe(201);

    // The reply's e-mail reaches Ana with its unsubscribe link; a browser with no session follows it.
    let link = '';
    await expect
      .poll(
        async () => {
          const mail = (await server.outbox()).find(
            (message) => message.includes(anaEmail) && message.includes('unsubscribe'),
          );
          link = mail?.match(/https?:\/\/[^\s"<>]+unsubscribe[^\s"<>]*/)?.[0] ?? '';
          return link;
        },
        { timeout: 10_000 },
      )
      .not.toBe('');
    const stranger = await phone();
    await stranger.goto(link.replace(/^https?:\/\/[^/]+/, server.url).replaceAll('&amp;', '&'));
    await stranger.getByText(prefs.unsubscribe.done.replace('{{kind}}', replies)).waitFor();
    expect(await seriousViolations(stranger)).toEqual([]);

    // Ana's 'Notificações' tab: the reply e-mails off, the rest as they were.
    await ana.goto(`${server.url}/settings`);
    await ana.getByRole('tab', { name: prefs.title }).click();
    const replyEmail = switchOf(ana, prefs.emailLabel.replace('{{kind}}', replies));
    await replyEmail.waitFor();
    expect(await replyEmail.getAttribute('aria-checked')).toBe('false');
    expect(await switchOf(ana, prefs.inAppLabel.replace('{{kind}}', replies)).getAttribute('aria-checked')).toBe(
      'true',
    );
    await settle(ana);
    expect(await fitProblems(ana, true)).toEqual([]);
    expect(await seriousViolations(ana)).toEqual([]);

    // The weekly digest on, the likes off in the bell: saved, and kept after a reload.
    const digest = switchOf(ana, prefs.digestLabel);
    await digest.tap();
    const likesInApp = switchOf(ana, prefs.inAppLabel.replace('{{kind}}', prefs.kinds.likes));
    await likesInApp.tap();
    await ana.getByRole('button', { name: prefs.save }).tap();
    await ana.getByText(prefs.saved).waitFor();
    await ana.reload();
    await ana.getByRole('tab', { name: prefs.title }).click();
    await digest.waitFor();
    expect(await digest.getAttribute('aria-checked')).toBe('true');
    expect(await likesInApp.getAttribute('aria-checked')).toBe('false');
    expect(await replyEmail.getAttribute('aria-checked')).toBe('false');
    const saved = await api<{ weeklyDigest: boolean; kinds: Record<string, { inApp: boolean; email: boolean }> }>(
      ana,
      'GET',
      '/api/notifications/preferences',
    );
    expect(saved.body.weeklyDigest).toBe(true);
    expect(saved.body.kinds.likes?.inApp).toBe(false);
    expect(saved.body.kinds.replies?.email).toBe(false);
  });
});
