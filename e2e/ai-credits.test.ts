// Issue 15, credits, end to end: the master sets the premium role's monthly credits and grants a member
// credits with a reason in /ai-lab/credits; the member sees the allowance and the grant in the top bar,
// on the dashboard's card and in /ai-lab/usage, and sets a personal monthly cap. axe finds no serious or
// critical violation on the administration's two tabs, its dialogs, the dashboard and the usage page.
import { ptBR } from '@blivion/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, seriousViolations } from './support/browser.js';
import { api } from './support/page-api.js';
import type { RunningServer } from './support/server.js';
import { startServer } from './support/server.js';
import { signUpThroughForm, uniqueEmail } from './support/session.js';
import { fill } from './support/texts.js';

const MASTER = 'chefe-creditos@exemplo.test';
const a = ptBR.aiLab.credits.admin;
const u = ptBR.aiLab.credits.usage;

describe('AI credits in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let master: Page;
  let member: Page;
  const memberName = 'Rita Créditos';
  const memberEmail = uniqueEmail('creditos');

  async function newPage(): Promise<Page> {
    const context = await browser.newContext({ locale: 'pt-BR' });
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    return page;
  }

  async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
    const violations = await seriousViolations(page);
    expect(violations, `${where}: ${JSON.stringify(violations, null, 2)}`).toEqual([]);
  }

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ MASTER_EMAILS: MASTER }), launchBrowser()]);
    master = await newPage();
    await signUpThroughForm(master, server.url, 'Chefe dos Créditos', MASTER);
    member = await newPage();
    await signUpThroughForm(member, server.url, memberName, memberEmail);
    const memberId = (await api<{ user: { id: string } }>(member, 'GET', '/api/me')).body.user.id;
    const granted = await api(master, 'PATCH', `/api/admin/users/${memberId}/access`, {
      role: 'premium',
      accessType: 'total',
      accessExpiration: null,
    });
    expect(granted.status).toBe(200);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
    await server?.stop();
  });

  it('the master sets the monthly credits of the premium role', async () => {
    await master.goto(`${server.url}/ai-lab/credits`);
    await master.getByRole('heading', { name: a.title }).waitFor();
    await master.getByRole('table', { name: a.tableLabel }).waitFor();
    await expectNoSeriousViolations(master, 'members tab');
    await master.getByRole('tab', { name: ptBR.aiLab.settings.monthlyAllowance }).click();
    const field = master.getByLabel(fill(a.allowanceFor, { role: ptBR.common.roles.premium }), { exact: true });
    await field.fill('500');
    await expectNoSeriousViolations(master, 'allowances tab');
    await master.getByRole('button', { name: fill(a.allowanceSaveLabel, { role: ptBR.common.roles.premium }) }).click();
    await master
      .getByText(fill(a.allowanceSaved, { role: ptBR.common.roles.premium }))
      .first()
      .waitFor();
  });

  it("the member's top bar and dashboard card show this month's allowance", async () => {
    await member.goto(`${server.url}/dashboard`);
    const balance = member.getByRole('link', { name: fill(ptBR.features.aiCredits.topBarLabel, { amount: '500' }) });
    await balance.waitFor();
    await member.getByText('créditos disponíveis').waitFor();
    await expectNoSeriousViolations(member, 'dashboard');
    await balance.click();
    await member.waitForURL(`${server.url}/ai-lab/usage`);
    await member.getByRole('cell', { name: ptBR.aiLab.credits.history.kinds.allowance }).waitFor();
  });

  it('the master grants credits with a reason; the member sees them, with the reason, and sets a cap', async () => {
    await master.getByRole('tab', { name: a.members }).click();
    await master.getByRole('searchbox', { name: a.searchLabel }).fill('rita');
    const row = master.getByRole('row', { name: new RegExp(memberName) });
    await row.waitFor();
    await row.getByRole('button', { name: fill(a.adjustLabel, { name: memberName }) }).click();
    const dialog = master.getByRole('dialog', { name: fill(a.adjustTitle, { name: memberName }) });
    await dialog.getByLabel(a.amount, { exact: true }).fill('120');
    await dialog.getByLabel(a.reason, { exact: true }).fill('Bônus do desafio de novembro');
    await expectNoSeriousViolations(master, 'adjustment dialog');
    await dialog.getByRole('button', { name: a.submit }).click();
    await master.getByText(a.granted).first().waitFor();
    await dialog.waitFor({ state: 'detached' });
    await row.getByRole('cell', { name: '620', exact: true }).waitFor();
    await row.getByRole('button', { name: fill(a.historyLabel, { name: memberName }) }).click();
    const history = master.getByRole('dialog', { name: fill(a.historyTitle, { name: memberName }) });
    await history.getByText('Bônus do desafio de novembro (por Chefe dos Créditos)').waitFor();
    await expectNoSeriousViolations(master, 'history dialog');

    await member.reload();
    await member.getByRole('heading', { name: u.title }).waitFor();
    await member.getByText('Bônus do desafio de novembro (por Chefe dos Créditos)').waitFor();
    await member.getByRole('link', { name: fill(ptBR.features.aiCredits.topBarLabel, { amount: '620' }) }).waitFor();
    await member.getByLabel(ptBR.aiLab.credits.cap.label, { exact: true }).fill('300');
    await member.getByRole('button', { name: ptBR.aiLab.credits.cap.save }).click();
    await member.getByText(fill(ptBR.aiLab.credits.cap.current, { amount: '300' })).waitFor();
    await expectNoSeriousViolations(member, 'usage page');
    const summary = await api<{ balance: number; monthlyCap: number }>(member, 'GET', '/api/ai/credits');
    expect(summary.body).toMatchObject({ balance: 620, monthlyCap: 300 });
  });
});
