import { ptBR } from '@blivion/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launchBrowser, seriousViolations } from './support/browser.js';
import type { RunningServer } from './support/server.js';
import { startServer } from './support/server.js';
import { signInThroughForm, signUpThroughForm, uniqueEmail } from './support/session.js';

const MASTER = 'chefe-admin@exemplo.test';
const admin = ptBR.features.admin;
const banners = ptBR.features.banners;
const translations = ptBR.features.translations;

describe('administration in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let masterContext: BrowserContext;
  let master: Page;
  const contexts: BrowserContext[] = [];

  /** A fresh browser profile (own cookies and storage), closed after each test. */
  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ locale: 'pt-BR' });
    contexts.push(context);
    return context.newPage();
  }

  async function openUsersTab(search: string): Promise<void> {
    await master.goto(`${server.url}/admin/usuarios`);
    await master.getByRole('searchbox', { name: admin.users.searchLabel }).fill(search);
    await master.getByRole('cell', { name: search, exact: true }).waitFor();
  }

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ MASTER_EMAILS: MASTER }), launchBrowser()]);
    masterContext = await browser.newContext({ locale: 'pt-BR' });
    master = await masterContext.newPage();
    await signUpThroughForm(master, server.url, 'Chefe Admin', MASTER);
  });
  afterAll(async () => {
    await masterContext?.close();
    await browser?.close();
    await server?.stop();
  });
  beforeEach(() => {
    contexts.length = 0;
  });
  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
  });

  it('grants total access with an expiry date; after reload the member has courses and the AI lab', async () => {
    const member = await newPage();
    const email = uniqueEmail('premium');
    await signUpThroughForm(member, server.url, 'Paula Premium', email);

    await openUsersTab(email);
    await master.getByRole('button', { name: `Editar acesso de Paula Premium` }).click();
    const dialog = master.getByRole('dialog', { name: admin.editDialog.title });
    await dialog.getByLabel(admin.form.accessType).click();
    await master.getByRole('option', { name: admin.form.accessTotal }).click();
    await dialog.getByRole('button', { name: new RegExp(admin.form.expiration.replace(/[()]/g, '\\$&')) }).click();
    // The calendar opens on today; Page Down moves a month ahead, Enter picks that day.
    await master.getByRole('grid').waitFor();
    await master.keyboard.press('PageDown');
    await master.keyboard.press('Enter');
    await dialog.getByRole('button', { name: admin.form.clearDate }).waitFor();
    await dialog.getByRole('button', { name: admin.editDialog.submit }).click();
    await master.getByText(admin.toasts.accessUpdatedTitle).first().waitFor();

    const row = master.getByRole('row', { name: new RegExp(email) });
    await row.getByText(ptBR.common.permissions.total).waitFor();
    await row.getByText(/^\d{2}\/\d{2}\/\d{4}$/).waitFor();

    // The member's access shows on the profile (the dashboard opens on 'Continuar assistindo').
    await member.goto(`${server.url}/profile`);
    await member.getByText(ptBR.common.permissions.total).first().waitFor();
    const me = await member.evaluate(async () => (await fetch('/api/me')).json());
    expect(me.user.role).toBe('premium');
    expect(me.permissions).toEqual({ forum: true, courses: true, aiLab: true, adSpy: true });
    expect(me.user.accessExpiration).not.toBeNull();

    const nav = member.getByRole('navigation', { name: ptBR.shell.sidebar.navigation });
    await nav.getByRole('link', { name: ptBR.shell.sidebar.courses }).click();
    await member.getByRole('heading', { name: ptBR.courses.overview.title }).waitFor();
    await nav.getByRole('link', { name: ptBR.shell.sidebar.aiLab }).click();
    await member.waitForURL(`${server.url}/ai-lab`);
    await member.getByRole('heading', { name: ptBR.aiLab.chat.welcomeTitle }).waitFor();
    expect(await member.getByRole('heading', { name: ptBR.shell.access.deniedTitle }).count()).toBe(0);
  });

  it('shows a banner created by master to a free member, who dismisses it for 24 hours', async () => {
    const title = `Nova turma ${Date.now()}`;
    await master.goto(`${server.url}/admin/usuarios`);
    await master.getByRole('tab', { name: admin.tabs.banners }).click();
    await master.getByRole('button', { name: banners.form.submit }).click();
    await master.getByText(banners.toasts.requiredTitle).first().waitFor();

    await master.getByLabel(banners.form.titleLabel).fill(title);
    await master.getByLabel(banners.form.descriptionLabel).fill('Inscrições abertas até sexta.');
    await master.getByLabel(banners.form.imageUrlLabel).fill('https://imagens.exemplo.test/turma.png');
    await master.getByLabel(banners.form.linkLabel).fill('/forum');
    await master.getByRole('button', { name: banners.form.submit }).click();
    await master.getByText(banners.toasts.addedTitle).first().waitFor();
    await master.getByRole('switch', { name: `Banner ${title} ativo` }).waitFor();

    const member = await newPage();
    await signUpThroughForm(member, server.url, 'Fábio Free', uniqueEmail('free'));
    const strip = member.getByRole('region', { name: banners.strip.regionLabel });
    await strip.getByText(title).waitFor();
    await strip.getByRole('button', { name: banners.strip.dismiss }).click();
    await strip.waitFor({ state: 'detached' });
    await member.reload();
    await member.getByRole('heading', { name: /Fábio Free/ }).waitFor();
    expect(await member.getByRole('region', { name: banners.strip.regionLabel }).count()).toBe(0);

    // Master (not free) never sees the strip.
    await master.goto(`${server.url}/dashboard`);
    await master.getByRole('heading', { name: /Chefe Admin/ }).waitFor();
    expect(await master.getByRole('region', { name: banners.strip.regionLabel }).count()).toBe(0);
  });

  it('applies an overridden landing text for every visitor, and the default again after a reset', async () => {
    const text = `A academia que mais cresce no Brasil ${Date.now()}`;
    await master.goto(`${server.url}/admin/translations`);
    await master.getByRole('searchbox', { name: translations.searchLabel }).fill('landing.hero.title');
    await master.getByLabel('Texto de landing.hero.title', { exact: true }).fill(text);
    await master.getByRole('button', { name: translations.save, exact: true }).click();
    await master.getByText(translations.saved).first().waitFor();

    const visitor = await newPage();
    await visitor.goto(server.url);
    await visitor.getByRole('heading', { name: text }).waitFor();

    await master.getByRole('button', { name: translations.resetAll }).click();
    await master.getByRole('alertdialog').getByRole('button', { name: translations.reset, exact: true }).click();
    await master.getByText(translations.resetDone).first().waitFor();
    await visitor.reload();
    await visitor.getByRole('heading', { name: ptBR.landing.hero.title }).waitFor();
  });

  it('invites a new member by e-mail: the link sets a password and the member signs in', async () => {
    const email = uniqueEmail('convite');
    await master.goto(`${server.url}/admin/usuarios`);
    await master.getByRole('button', { name: admin.users.addUser }).click();
    const dialog = master.getByRole('dialog', { name: admin.addDialog.title });
    await dialog.getByLabel(admin.form.name, { exact: true }).fill('Clara Convidada');
    await dialog.getByLabel(admin.form.email, { exact: true }).fill(email);
    expect(await dialog.locator('input[type="password"]').count()).toBe(0);
    await dialog.getByRole('button', { name: admin.addDialog.submit, exact: true }).click();
    await master.getByText(admin.toasts.userAddedTitle).first().waitFor();

    let link: string | undefined;
    for (let attempt = 0; attempt < 50 && !link; attempt++) {
      const message = (await server.outbox()).find((text) => text.includes(email));
      link = message?.match(/https?:\/\/\S+\/redefinir-senha\?token=[\w-]+/)?.[0];
      if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(link, 'invitation link in the outbox').toBeDefined();

    const invited = await newPage();
    const password = 'minha senha de convidada';
    await invited.goto(link!);
    await invited.getByLabel(ptBR.auth.fields.newPassword, { exact: true }).fill(password);
    await invited.getByLabel(ptBR.auth.fields.confirmNewPassword, { exact: true }).fill(password);
    await invited.getByRole('button', { name: ptBR.auth.resetPassword.submit, exact: true }).click();
    await invited.getByText(ptBR.auth.resetPassword.successTitle).first().waitFor();
    await signInThroughForm(invited, server.url, email, password);
    await invited.waitForURL(`${server.url}/dashboard`);
    await invited.getByRole('heading', { name: /Clara Convidada/ }).waitFor();
  });

  it('has no serious or critical axe violation on the administration screens in the three themes', async () => {
    const member = await newPage();
    await signUpThroughForm(member, server.url, 'Lia Acessível', uniqueEmail('a11y'));
    const found: Record<string, unknown> = {};
    const check = async (page: Page, label: string) => {
      await page.waitForLoadState('networkidle');
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[label] = violations;
    };
    const setTheme = (page: Page, theme: string) =>
      page.evaluate((value) => {
        localStorage.setItem('blivion-theme', value);
        document.documentElement.dataset.theme = value;
      }, theme);

    for (const theme of ['purple', 'light', 'dark']) {
      await setTheme(master, theme);
      await setTheme(member, theme);
      await member.goto(`${server.url}/dashboard`);
      await member.getByRole('region', { name: banners.strip.regionLabel }).waitFor();
      await check(member, `${theme} banner strip`);

      await master.goto(`${server.url}/admin/usuarios`);
      await master.getByRole('table', { name: admin.users.tableLabel }).waitFor();
      await check(master, `${theme} users`);
      await master.getByRole('button', { name: 'Editar acesso de Lia Acessível' }).click();
      await master.getByRole('dialog').getByLabel(admin.form.accessType).click();
      await master.getByRole('option', { name: admin.form.accessTotal }).click();
      await check(master, `${theme} edit dialog`);
      await master
        .getByRole('dialog')
        .getByRole('button', { name: /Data de expiração/ })
        .click();
      await master.getByRole('grid').waitFor();
      await check(master, `${theme} date picker`);
      await master.keyboard.press('Escape');
      await master.keyboard.press('Escape');
      for (const tab of [admin.tabs.features, admin.tabs.banners, admin.tabs.audit]) {
        await master.getByRole('tab', { name: tab }).click();
        await check(master, `${theme} ${tab}`);
      }
      await master.goto(`${server.url}/admin/translations`);
      await master.getByRole('list', { name: translations.listLabel }).waitFor();
      await check(master, `${theme} translations`);
      await master.goto(`${server.url}/settings`);
      await master.getByRole('tab', { name: ptBR.shell.settings.logoTab }).click();
      await check(master, `${theme} settings logo`);
    }
    expect(found).toEqual({});
  });
});
