// Issue 16 and issue 30 §4 end to end, against the in-repository fake Graph API (real HTTP on
// loopback): with AdSpy on and a token (set up through the API; the library story sets them up on
// screen), a member adds two competitors, the daily job records their counts as the server's clock
// moves across days (libfaketime), and the cards, the table, the comparison and the library's
// suggestions show them. axe finds no serious or critical violation on every screen.
import { ptBR } from '@blivion/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeAd, type FakeGraph } from '../apps/server/src/test-support/fake-graph/fake-graph.js';
import { api } from './support/page-api.js';
import type { RunningServer } from './support/server.js';
import { clockOnDay, countsOn, expectCleanScreen, pageIn, startAdSpyStage, type AdSpyStage } from './support/adspy.js';
import { signUpThroughForm, uniqueEmail } from './support/session.js';
import { fill } from './support/texts.js';

const MASTER = 'chefe-concorrentes@exemplo.test';
const TOKEN = 'EAAGfakeTokenForTheE2eCompetitors0001';
const a = ptBR.adSpy;
/** The story takes under a minute on a quiet machine; this ceiling is for a busy one (it never waits). */
const STORY_TIMEOUT_MS = 180_000;

describe('AdSpy competitors in the browser', () => {
  let graph: FakeGraph;
  let server: RunningServer;
  let stage: AdSpyStage;
  let member: Page;

  beforeAll(async () => {
    stage = await startAdSpyStage(MASTER, TOKEN);
    ({ graph, server } = stage);
    const master = await pageIn(stage.browser, stage.contexts);
    member = await pageIn(stage.browser, stage.contexts);
    await signUpThroughForm(master, server.url, 'Chefe dos Concorrentes', MASTER);
    await signUpThroughForm(member, server.url, 'Aluna Concorrente', uniqueEmail('concorrentes'));
    expect((await api(master, 'POST', '/api/admin/adspy/tokens', { token: TOKEN })).status).toBe(201);
    expect((await api(master, 'PUT', '/api/admin/features', { adSpyEnabled: true })).status).toBe(200);
    const { body: me } = await api<{ user: { id: string } }>(member, 'GET', '/api/me');
    const access = { role: 'premium', accessType: 'total' };
    expect((await api(master, 'PATCH', `/api/admin/users/${me.user.id}/access`, access)).status).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await stage?.close();
  });

  it(
    'a member adds competitors; the daily job records them across days; cards, table and comparison show them',
    async () => {
      await member.goto(`${server.url}/adspy?aba=concorrentes`);
      await member.getByText(a.competitors.empty).waitFor();
      await expectCleanScreen(member, 'no competitors yet');
      for (const [name, link] of [
        ['Aurora Cosméticos', 'https://www.facebook.com/ads/library/?view_all_page_id=2001'],
        ['Brisa Moda', '3001'],
      ]) {
        await member.getByRole('button', { name: a.competitors.add }).click();
        const dialog = member.getByRole('dialog', { name: a.form.title });
        await dialog.getByLabel(a.form.name, { exact: true }).fill(name!);
        await dialog.getByLabel(a.form.adLibraryUrlOptional).fill(link!);
        if (name === 'Aurora Cosméticos') await expectCleanScreen(member, 'add competitor');
        await dialog.getByRole('button', { name: a.form.submit }).click();
        await dialog.waitFor({ state: 'detached' });
      }
      const cards = member.getByRole('list', { name: a.competitors.listLabel });
      await cards.getByRole('heading', { name: 'Brisa Moda' }).waitFor();

      // The next two days: the job runs when the server starts (a slot missed while it was down).
      graph.ads.push(
        ...[1, 2, 3, 4, 5].map((n) =>
          fakeAd({ page_id: '2001', page_name: 'Aurora Cosméticos', ad_creative_bodies: [`Aurora nova ${n}`] }),
        ),
      );
      await server.restart(clockOnDay(1));
      expect(await countsOn(member, 1)).toEqual(['Aurora Cosméticos:35', 'Brisa Moda:3']);
      graph.ads.push(fakeAd({ page_id: '3001', page_name: 'Brisa Moda', ad_creative_bodies: ['Brisa nova'] }));
      await server.restart(clockOnDay(2));
      expect(await countsOn(member, 2)).toEqual(['Aurora Cosméticos:35', 'Brisa Moda:4']);

      const chartScripts: string[] = [];
      member.on('request', (request) => {
        if (/\/assets\/charts(-d3)?-[^/]+\.js$/.test(request.url())) chartScripts.push(request.url());
      });
      await member.goto(`${server.url}/adspy?aba=concorrentes`);
      const aurora = cards.getByRole('listitem').filter({ hasText: 'Aurora Cosméticos' });
      await aurora.getByText('35', { exact: true }).first().waitFor();
      await aurora.getByText(a.competitors.apiSource, { exact: false }).waitFor();
      const brisa = cards.getByRole('listitem').filter({ hasText: 'Brisa Moda' });
      await brisa.getByText('+1', { exact: true }).first().waitFor();
      // The 30-day trend line: up from the first count (3, when added) to today's 4, said in words.
      await brisa.getByText(fill(a.trend.up, { from: 3, to: 4, days: 30 })).waitFor();
      expect(await brisa.locator('figure[data-trend="up"]').getAttribute('class')).toContain('text-success');
      await aurora.getByText(fill(a.trend.up, { from: 30, to: 35, days: 30 })).waitFor();
      await expectCleanScreen(member, 'competitor cards');
      // One refresh action; its menu's second option opens the manual count (keyboard), left without a change.
      await brisa.getByRole('button', { name: fill(a.refreshMenu.more, { name: 'Brisa Moda' }) }).press('Enter');
      const menu = member.getByRole('menu');
      await menu.getByRole('menuitem', { name: a.refreshMenu.manual }).waitFor();
      await expectCleanScreen(member, 'refresh menu');
      await menu.getByRole('menuitem', { name: a.refreshMenu.manual }).click();
      const countDialog = member.getByRole('dialog', { name: a.form.updateTitle });
      await countDialog.waitFor();
      await expectCleanScreen(member, 'update count');
      await member.keyboard.press('Escape');
      await countDialog.waitFor({ state: 'detached' });
      await brisa.getByRole('button', { name: fill(a.competitors.deleteNamed, { name: 'Brisa Moda' }) }).click();
      const confirmDelete = member.getByRole('alertdialog', { name: a.deleteDialog.title });
      await confirmDelete.getByText(a.deleteDialog.message).waitFor();
      await expectCleanScreen(member, 'delete competitor');
      await confirmDelete.getByRole('button', { name: ptBR.common.cancel }).click();
      await confirmDelete.waitFor({ state: 'detached' });

      await member.getByRole('tab', { name: a.competitors.tabs.table }).click();
      const table = member.getByRole('table', { name: a.competitors.tableLabel });
      await table.getByRole('row', { name: /Aurora Cosméticos/ }).waitFor();
      const firstRow = async () => (await table.getByRole('row').nth(1).textContent()) ?? '';
      expect(await firstRow()).toContain('Aurora Cosméticos');
      await table.getByRole('button', { name: a.competitors.columns.activeAds }).click();
      await expect.poll(firstRow).toContain('Brisa Moda');
      await expectCleanScreen(member, 'competitors table');

      // recharts loads with the 'Comparativo' tab only.
      expect(chartScripts).toEqual([]);
      // 'Comparativo' opens with the most active competitors (up to three) already chosen.
      await member.getByRole('tab', { name: a.competitors.tabs.comparison }).click();
      expect(await member.getByRole('checkbox', { name: 'Aurora Cosméticos' }).isChecked()).toBe(true);
      expect(await member.getByRole('checkbox', { name: 'Brisa Moda' }).isChecked()).toBe(true);
      const region = member.getByRole('region', { name: a.comparison.tableLabel });
      await region.waitFor();
      // The chart is drawn (recharts, loaded with this tab) and its numbers are in the table.
      await member.locator('.recharts-line').first().waitFor();
      expect(chartScripts).toHaveLength(2);
      const rows = await region.getByRole('row').allTextContents();
      expect(rows[1]).toMatch(/354$/); // newest day first: the date, then 35 and 4
      // The 27 days before the first count are one row.
      expect(rows).toHaveLength(5);
      expect(rows[4]).toMatch(/^Sem registros de \d\d\/\d\d a \d\d\/\d\d$/);
      await expectCleanScreen(member, 'comparison');

      // Before any search the library offers the member's competitors; a tap searches for one.
      await member.goto(`${server.url}/adspy`);
      const suggestions = member.getByRole('list', { name: a.cards.suggestionsLabel });
      await expectCleanScreen(member, 'library suggestions');
      await suggestions.getByRole('button', { name: fill(a.cards.searchCompetitor, { name: 'Brisa Moda' }) }).click();
      await member
        .getByRole('list', { name: a.library.resultsLabel })
        .getByText('Brisa nova', { exact: true })
        .waitFor();
    },
    STORY_TIMEOUT_MS,
  );
});
