import { ptBR } from '@blivion/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hotmartPurchase, sendHotmart } from '../apps/server/src/test-support/fake-sales/hotmart.js';
import { expectNoSeriousViolations, launchBrowser } from './support/browser.js';
import type { RunningServer } from './support/server.js';
import { startServer } from './support/server.js';
import { signInThroughForm, signUpThroughForm, uniqueEmail } from './support/session.js';

const MASTER = 'dona-academia@exemplo.test';
const HOTTOK = 'hottok-da-conta-e2e-4321';
const PRODUCT = { id: '3526906', name: 'Formação Completa' };
const s = ptBR.sales;
const PHONE = { width: 360, height: 740 };

/** The document is no wider than the screen: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${where} scrolls sideways`).toBeLessThanOrEqual(0);
}

/** Every visible button of the main content is at least 44 px tall on the phone. */
async function expectThumbTargets(page: Page, where: string): Promise<void> {
  const small = await page.evaluate(() =>
    [...document.querySelectorAll('main button, main input, main [role=combobox], main [role=tab]')]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0 && box.height < 44)
      .map(({ element }) => element.outerHTML.slice(0, 120)),
  );
  expect(small, `${where}: controls under 44 px`).toEqual([]);
}

/**
 * The owner's whole flow (issue 31): connect Hotmart, map a product; the fake Hotmart sends a
 * purchase over loopback; the buyer, created by the sale, sets a password from the invitation and
 * opens the course; a refund closes it. axe and a 360 px phone on every 'Vendas' screen.
 */
describe('sales in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let ownerContext: BrowserContext;
  let owner: Page;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ MASTER_EMAILS: MASTER }), launchBrowser()]);
    ownerContext = await browser.newContext({ locale: 'pt-BR', viewport: PHONE, hasTouch: true });
    owner = await ownerContext.newPage();
    await signUpThroughForm(owner, server.url, 'Dona da Academia', MASTER);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await ownerContext?.close();
    await browser?.close();
    await server?.stop();
  });

  it('connects Hotmart, maps a product; a sale creates the member, who sets a password and opens the course; a refund closes it', async () => {
    // Conexões: connect Hotmart with its hottok.
    await owner.goto(`${server.url}/admin/vendas`);
    await owner.getByRole('heading', { name: s.title, level: 1 }).waitFor();
    await owner.getByText(s.connections.empty).waitFor();
    await expectNoSeriousViolations(owner, 'Vendas, no connection');
    await owner.getByRole('button', { name: s.connections.add }).click();
    const dialog = owner.getByRole('dialog', { name: s.connectionDialog.createTitle });
    await dialog.getByLabel(s.connectionDialog.name).fill('Hotmart principal');
    await dialog.getByLabel(s.connectionDialog.secret.hotmart).fill(HOTTOK);
    await expectNoSeriousViolations(owner, 'connect dialog');
    await dialog.getByRole('button', { name: s.connectionDialog.submitCreate }).click();
    await owner.getByRole('heading', { name: 'Hotmart principal' }).waitFor();
    await owner.getByText(s.connections.secretLastFour.replace('{{lastFour}}', '4321')).waitFor();
    const webhookUrl = await owner.getByLabel(s.connections.url).inputValue();
    expect(webhookUrl).toMatch(new RegExp(`^${server.url}/api/sales/webhooks/[A-Za-z0-9_-]+$`));
    expect(await owner.content()).not.toContain(HOTTOK);
    await expectNoSeriousViolations(owner, 'Conexões');
    await expectNoSidewaysScroll(owner, 'Conexões');
    await expectThumbTargets(owner, 'Conexões');

    // 'Testar' before any mapping: the connection works, the product is not mapped yet.
    await owner.getByRole('button', { name: s.connections.test }).click();
    await owner.getByText(s.reasons.unknownProduct).first().waitFor();

    // Produtos: map the platform's product.
    await owner.getByRole('tab', { name: s.tabs.products }).click();
    await owner.getByText(s.products.empty).waitFor();
    await owner.getByRole('button', { name: s.products.add }).click();
    const productDialog = owner.getByRole('dialog', { name: s.productDialog.createTitle });
    await productDialog.getByLabel(s.productDialog.externalId).fill(PRODUCT.id);
    await productDialog.getByLabel(s.productDialog.name).fill(PRODUCT.name);
    await expectNoSeriousViolations(owner, 'product dialog');
    await productDialog.getByRole('button', { name: s.productDialog.submitCreate }).click();
    await owner.getByRole('heading', { name: PRODUCT.name }).waitFor();
    await expectNoSeriousViolations(owner, 'Produtos');
    await expectNoSidewaysScroll(owner, 'Produtos');
    await expectThumbTargets(owner, 'Produtos');

    // The fake Hotmart sends the purchase to the URL the owner copied.
    const buyer = { email: uniqueEmail('comprador'), name: 'Bruna Compradora' };
    const sale = { transaction: `HP${Date.now()}`, product: PRODUCT, buyer };
    const delivered = await sendHotmart(webhookUrl, HOTTOK, hotmartPurchase('PURCHASE_APPROVED', sale));
    expect(delivered.status).toBe(200);

    // Eventos: the purchase, applied.
    await owner.getByRole('tab', { name: s.tabs.events }).click();
    const events = owner.getByRole('list', { name: s.events.title });
    await events.getByText(buyer.email).waitFor();
    await events.getByText(s.states.applied).first().waitFor({ timeout: 15_000 });
    await expectNoSeriousViolations(owner, 'Eventos');
    await expectNoSidewaysScroll(owner, 'Eventos');
    await expectThumbTargets(owner, 'Eventos');
    await owner
      .getByRole('button', { name: new RegExp(`^${s.events.details}: ${s.kinds.approved}`) })
      .first()
      .click();
    const details = owner.getByRole('dialog');
    await details.getByText('PURCHASE_APPROVED').first().waitFor();
    await expectNoSeriousViolations(owner, 'event details');
    await details.getByRole('button', { name: s.events.close }).first().click();

    // The buyer's invitation sets a password; the member opens the course.
    let link: string | undefined;
    for (let i = 0; i < 50 && !link; i++) {
      const message = (await server.outbox()).find((text) => text.includes(buyer.email));
      link = message ? /https?:\/\/\S+\/redefinir-senha\?token=[^\s"<]+/.exec(message)?.[0] : undefined;
      if (!link) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(link, 'invitation link in the outbox').toBeDefined();
    const memberContext = await browser.newContext({ locale: 'pt-BR', viewport: PHONE, hasTouch: true });
    contexts.push(memberContext);
    const member = await memberContext.newPage();
    const password = 'senha forte da compradora';
    await member.goto(link!);
    await member.getByLabel(ptBR.auth.fields.newPassword, { exact: true }).fill(password);
    await member.getByLabel(ptBR.auth.fields.confirmNewPassword, { exact: true }).fill(password);
    await member.getByRole('button', { name: ptBR.auth.resetPassword.submit, exact: true }).click();
    await member.getByText(ptBR.auth.resetPassword.successTitle).first().waitFor();
    await signInThroughForm(member, server.url, buyer.email, password);
    await member.waitForURL(`${server.url}/dashboard`);
    await member.goto(`${server.url}/courses`);
    const firstCourse = member.locator('main a[href^="/courses/"]').first();
    await firstCourse.waitFor();
    await firstCourse.click();
    await member.waitForURL(new RegExp(`${server.url}/courses/\\d+`));
    await member.getByRole('navigation', { name: ptBR.courses.player.breadcrumbLabel }).waitFor();

    // The profile says which purchase grants what.
    await member.goto(`${server.url}/profile`);
    await member.getByRole('heading', { name: ptBR.shell.purchases.title }).waitFor();
    await member.getByText(PRODUCT.name).waitFor();
    await member.getByText(ptBR.shell.purchases.lifetime).waitFor();
    await expectNoSeriousViolations(member, 'profile with purchases');

    // A refund closes it.
    expect((await sendHotmart(webhookUrl, HOTTOK, hotmartPurchase('PURCHASE_REFUNDED', sale))).status).toBe(200);
    await expect
      .poll(
        async () =>
          member.evaluate(
            async () =>
              ((await (await fetch('/api/me')).json()) as { permissions: { courses: boolean } }).permissions.courses,
          ),
        { timeout: 15_000 },
      )
      .toBe(false);
    await member.goto(`${server.url}/courses`);
    await member.getByRole('heading', { name: ptBR.shell.access.deniedTitle }).waitFor();
    await member.goto(`${server.url}/profile`);
    await member.getByText(ptBR.shell.purchases.status.refunded).waitFor();
  }, 240_000);
});
