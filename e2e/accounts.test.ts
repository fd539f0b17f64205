import { ptBR } from '@blivion/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import type { RunningServer } from './support/server.js';
import { startServer } from './support/server.js';
import { PASSWORD, signInThroughForm, signUpThroughForm, uniqueEmail } from './support/session.js';

describe('accounts in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  beforeEach(async () => {
    context = await browser.newContext({ locale: 'pt-BR' });
    page = await context.newPage();
  });
  afterEach(async () => context.close());

  it('signs up and lands on a forum-only dashboard', async () => {
    await signUpThroughForm(page, server.url, 'Joana Teste', uniqueEmail());
    await page.getByText(ptBR.auth.signUp.successTitle).first().waitFor();
    await page.getByText(ptBR.shell.dashboard.coursesLocked).first().waitFor();
    // Role, access and expiry are on the profile.
    await page.goto(`${server.url}/profile`);
    await page.getByText(ptBR.common.permissions.forumOnly).first().waitFor();
    const me = await page.evaluate(async () => (await fetch('/api/me')).json());
    expect(me.permissions).toEqual({ forum: true, courses: false, aiLab: false, adSpy: false });
  });

  it('shows the sign-in error inside the form for a wrong password', async () => {
    const email = uniqueEmail();
    await signUpThroughForm(page, server.url, 'Carlos Teste', email);
    await context.clearCookies();
    await signInThroughForm(page, server.url, email, 'senha errada de verdade');
    const alert = page.locator('form').getByRole('alert');
    await alert.getByText(ptBR.auth.login.errorTitle).waitFor();
    await alert.getByText(ptBR.auth.login.errorMessage).waitFor();
    expect(page.url()).toBe(`${server.url}/login`);
  });

  it('recovers a password through the link written to the outbox', async () => {
    const email = uniqueEmail('recupera');
    await signUpThroughForm(page, server.url, 'Rita Teste', email);
    await context.clearCookies();

    await page.goto(`${server.url}/esqueci-senha`);
    await page.getByLabel(ptBR.auth.fields.email, { exact: true }).fill(email);
    await page.getByRole('button', { name: ptBR.auth.forgotPassword.submit, exact: true }).click();
    await page.getByText(ptBR.auth.forgotPassword.successTitle).first().waitFor();

    let link: string | undefined;
    for (let attempt = 0; attempt < 50 && !link; attempt++) {
      const messages = await server.outbox();
      link = messages.join('\n').match(/https?:\/\/\S+\/redefinir-senha\?token=[\w-]+/)?.[0];
      if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(link, 'reset link in the outbox').toBeDefined();

    const newPassword = 'outra senha bem comprida';
    await page.goto(link!);
    await page.getByLabel(ptBR.auth.fields.newPassword, { exact: true }).fill(newPassword);
    await page.getByLabel(ptBR.auth.fields.confirmNewPassword, { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: ptBR.auth.resetPassword.submit, exact: true }).click();
    await page.getByText(ptBR.auth.resetPassword.successTitle).first().waitFor();

    await signInThroughForm(page, server.url, email, PASSWORD);
    await page.getByText(ptBR.auth.login.errorTitle).first().waitFor();
    await signInThroughForm(page, server.url, email, newPassword);
    await page.waitForURL(`${server.url}/dashboard`);
  });
});
