// Issue 16 end to end, against the in-repository fake Graph API (real HTTP on loopback): a master
// adds an Ad Library token and switches AdSpy on; a member with AdSpy searches the library, filters,
// switches grid and list, loads more and saves an ad, then renames, empties and deletes the
// collection (the competitors' story is e2e/adspy-competitors.test.ts). axe finds no serious or
// critical violation on every AdSpy screen.
import { ptBR } from '@blivion/shared';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeGraph } from '../apps/server/src/test-support/fake-graph/fake-graph.js';
import { api } from './support/page-api.js';
import type { RunningServer } from './support/server.js';
import { expectCleanScreen, pageIn, startAdSpyStage, type AdSpyStage } from './support/adspy.js';
import { signUpThroughForm, uniqueEmail } from './support/session.js';
import { fill } from './support/texts.js';

const MASTER = 'chefe-adspy@exemplo.test';
const TOKEN = 'EAAGfakeTokenForTheE2eAdLibrary0001';
const a = ptBR.adSpy;
/** The stories take about a minute on a quiet machine; this ceiling is for a busy one (it never waits). */
const STORY_TIMEOUT_MS = 180_000;

describe('AdSpy in the browser', () => {
  let graph: FakeGraph;
  let server: RunningServer;
  let stage: AdSpyStage;
  let master: Page;
  let member: Page;

  const newPage = async () => pageIn(stage.browser, stage.contexts);

  beforeAll(async () => {
    stage = await startAdSpyStage(MASTER, TOKEN);
    ({ graph, server } = stage);
    master = await newPage();
    member = await newPage();
    await signUpThroughForm(master, server.url, 'Chefe do AdSpy', MASTER);
    await signUpThroughForm(member, server.url, 'Aluna Premium', uniqueEmail('adspy'));
  }, 120_000);

  afterAll(async () => {
    await stage?.close();
  });

  it(
    'the master adds a token in the tokens panel and switches AdSpy on for the members',
    async () => {
      await master.goto(`${server.url}/adspy`);
      await master.getByRole('heading', { name: a.title, level: 1 }).waitFor();
      // With the switch off the master still sees the page, marked 'Dev'; without a token the library says so.
      await master.getByText(a.noToken).first().waitFor();
      await expectCleanScreen(master, 'library without a token');

      await master.getByRole('button', { name: a.tokens.manage }).click();
      const panel = master.getByRole('dialog', { name: a.tokens.title });
      await panel.getByText(a.tokens.empty).waitFor();
      await panel.getByLabel(a.tokens.add, { exact: true }).fill(TOKEN);
      await panel.getByRole('button', { name: a.tokens.submit }).click();
      await panel
        .getByText(fill(a.tokens.masked, { last4: TOKEN.slice(-4) }))
        .first()
        .waitFor();
      await panel.getByText(a.tokens.inUse).waitFor();
      expect(await panel.textContent()).not.toContain(TOKEN);
      await expectCleanScreen(master, 'tokens panel');
      await master.keyboard.press('Escape');
      await master.getByRole('button', { name: fill(a.rotateToken, { current: 1, total: 1 }) }).waitFor();

      const features = await api(master, 'PUT', '/api/admin/features', { adSpyEnabled: true });
      expect(features.status).toBe(200);
      const { body: me } = await api<{ user: { id: string } }>(member, 'GET', '/api/me');
      const access = await api(master, 'PATCH', `/api/admin/users/${me.user.id}/access`, {
        role: 'premium',
        accessType: 'total',
      });
      expect(access.status).toBe(200);
    },
    STORY_TIMEOUT_MS,
  );

  it(
    'a member searches the library, filters, switches grid and list, loads more and saves an ad',
    async () => {
      await member.goto(`${server.url}/adspy`);
      await member.getByRole('heading', { name: a.title, level: 1 }).waitFor();
      await member.getByText(a.library.searchPrompt).waitFor();
      expect(await member.getByRole('button', { name: /Alternar Token/ }).count()).toBe(0);
      await member.getByText(a.sourceNote).waitFor();
      await expectCleanScreen(member, 'library before a search');

      await member.getByRole('searchbox', { name: a.searchLabel }).fill('nenhumamarca');
      await member.getByRole('searchbox', { name: a.searchLabel }).press('Enter');
      await member.getByText(a.library.empty).waitFor();
      await expectCleanScreen(member, 'library without results');

      await member.getByRole('searchbox', { name: a.searchLabel }).fill('aurora');
      await member.getByRole('searchbox', { name: a.searchLabel }).press('Enter');
      const results = member.getByRole('list', { name: a.library.resultsLabel });
      // The cards are the list's own items (each card's platforms are a list of their own).
      const cards = results.locator(':scope > li');
      await results.getByText('Aurora: oferta 1', { exact: true }).waitFor();
      expect(await cards.count()).toBe(24);
      // The card: the page's public picture, loaded from the Graph API (the fake) without a token;
      // the days on air; the platforms as named icons.
      const firstCard = cards.filter({ hasText: 'Aurora: oferta 1' }).first();
      const picture = firstCard.locator('img').first();
      expect(await picture.getAttribute('src')).toBe(`${graph.url}/2001/picture?type=normal`);
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(100);
      const pictureCalls = graph.requests.filter((request) => request.path.endsWith('/picture'));
      expect(pictureCalls.length).toBeGreaterThan(0);
      expect(pictureCalls.every((request) => request.token === null)).toBe(true);
      await firstCard.getByText(/^No ar (há \d+ dias?|desde hoje)$/).waitFor();
      const platforms = firstCard.getByRole('list', { name: a.cards.platformsLabel });
      expect(await platforms.getByRole('listitem').allTextContents()).toEqual([
        a.platforms.facebook,
        a.platforms.instagram,
      ]);
      await expectCleanScreen(member, 'library results (grid)');

      await member.getByRole('button', { name: a.library.loadMore }).click();
      await results.getByText('Aurora: oferta 30', { exact: true }).waitFor();
      expect(await cards.count()).toBe(30);

      await member.getByRole('button', { name: a.view.list, exact: true }).click();
      expect(await member.getByRole('button', { name: a.view.list, exact: true }).getAttribute('aria-pressed')).toBe(
        'true',
      );
      await expectCleanScreen(member, 'library results (list)');

      await member.getByRole('button', { name: a.advancedFilters }).click();
      const filters = member.getByRole('dialog', { name: a.advancedFilters });
      await expectCleanScreen(member, 'advanced filters');
      await filters.getByRole('combobox', { name: a.filters.platform }).click();
      await member.getByRole('option', { name: a.platforms.instagram }).click();
      await filters.getByRole('button', { name: a.filters.apply }).click();
      await member.waitForURL(/platform=instagram/);
      await results.getByText('Aurora: oferta 29', { exact: true }).waitFor();
      await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(15);

      const firstAd = cards.first();
      await firstAd.getByRole('button', { name: new RegExp(`^${a.ad.save}`) }).click();
      const save = member.getByRole('dialog', { name: a.swipeFiles.saveTitle });
      await save.getByLabel(a.swipeFiles.name).fill('Ideias de Natal');
      await expectCleanScreen(member, 'save to a swipe file');
      await save.getByRole('button', { name: a.swipeFiles.save }).click();
      await save.waitFor({ state: 'detached' });
      const files = await api<{ items: Array<{ name: string; adCount: number }> }>(
        member,
        'GET',
        '/api/adspy/swipe-files',
      );
      expect(files.body.items).toEqual([expect.objectContaining({ name: 'Ideias de Natal', adCount: 1 })]);
    },
    STORY_TIMEOUT_MS,
  );

  it(
    "in 'Coleções salvas' the member renames the collection, removes the ad and deletes the collection",
    async () => {
      await member.getByRole('button', { name: a.swipeFiles.title }).click();
      const panel = member.getByRole('dialog', { name: a.swipeFiles.title });
      const saved = panel.getByRole('list', { name: a.swipeFiles.adsLabel });
      await saved.getByRole('listitem').first().waitFor();
      await expectCleanScreen(member, 'saved collections');

      await panel.getByRole('button', { name: fill(a.swipeFiles.renameNamed, { name: 'Ideias de Natal' }) }).click();
      const name = panel.getByRole('textbox', { name: a.swipeFiles.newName });
      await name.fill('Ganchos de Natal');
      await expectCleanScreen(member, 'renaming a collection');
      await name.press('Enter');
      await panel.getByRole('button', { name: fill(a.swipeFiles.renameNamed, { name: 'Ganchos de Natal' }) }).waitFor();

      await saved.getByRole('button', { name: /^Remover da coleção o anúncio de Aurora Cosméticos/ }).click();
      await panel.getByText(a.swipeFiles.emptyFile).waitFor();

      await panel.getByRole('button', { name: fill(a.swipeFiles.deleteNamed, { name: 'Ganchos de Natal' }) }).click();
      const confirm = member.getByRole('alertdialog', { name: a.swipeFiles.deleteTitle });
      await confirm.getByText(fill(a.swipeFiles.deleteMessage_zero, { name: 'Ganchos de Natal' })).waitFor();
      await expectCleanScreen(member, 'deleting a collection');
      await confirm.getByRole('button', { name: a.swipeFiles.delete }).click();
      await panel.getByText(a.swipeFiles.empty).waitFor();
      const files = await api<{ items: unknown[] }>(member, 'GET', '/api/adspy/swipe-files');
      expect(files.body.items).toEqual([]);
      await member.keyboard.press('Escape');
    },
    STORY_TIMEOUT_MS,
  );
});
