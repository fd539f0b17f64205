import { ptBR } from '@blivion/shared';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { api, postTopic } from './support/page-api.js';
import type { RunningServer } from './support/server.js';
import { startServer } from './support/server.js';
import { signedUpMember, uniqueEmail } from './support/session.js';

const counters = ptBR.landing.counters;

describe('landing counters and dashboard cards', () => {
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

  /** The landing's counters as shown: label and number of each, in order. */
  async function landingCounters(): Promise<{ label: string; value: string }[]> {
    const context = await browser.newContext({ locale: 'pt-BR' });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(server.url);
    const list = page.getByRole('region', { name: counters.label }).locator('dl');
    await list.waitFor();
    return list.locator('> div').evaluateAll((items) =>
      items.map((item) => ({
        label: item.querySelector('dt')?.textContent ?? '',
        value: item.querySelector('dd')?.textContent ?? '',
      })),
    );
  }

  async function studentsFromApi(): Promise<number> {
    const body = (await (await fetch(`${server.url}/api/public/stats`)).json()) as {
      counters: { key: string; count: number }[];
    };
    return body.counters.find((counter) => counter.key === 'students')!.count;
  }

  it("shows 'Alunos ativos' with the real count, zero included, in its singular and plural form", async () => {
    const before = await studentsFromApi();
    const label = (count: number) =>
      count === 0 ? counters.students_zero : count === 1 ? counters.students_one : counters.students_other;
    expect(await landingCounters()).toEqual([{ label: label(before), value: String(before) }]);

    await signedUpMember(browser, contexts, server.url, 'Aluna Contada', uniqueEmail('contagem'));
    expect(await studentsFromApi()).toBe(before + 1);
    expect(await landingCounters()).toEqual([{ label: label(before + 1), value: String(before + 1) }]);
  });

  it("puts the empty 'Seus cursos' state at the top of its card, beside a taller forum card", async () => {
    const [page, other] = await Promise.all(
      ['Autora Ativa', 'Outro Autor'].map((name) =>
        signedUpMember(browser, contexts, server.url, name, uniqueEmail('painel')),
      ),
    );
    // A topic and a reply each (the two flood limits are separate): four lines of forum activity.
    for (const [member, title] of [
      [other!, 'Primeiro tópico do painel'],
      [page!, 'Segundo tópico do painel'],
    ] as const) {
      const topicId = await postTopic(member, title);
      expect(
        (await api(member, 'POST', `/api/forum/topics/${topicId}/replies`, { content: 'Uma resposta.' })).status,
      ).toBe(201);
    }
    await page!.goto(`${server.url}/dashboard`);
    await page!.getByText('Segundo tópico do painel').first().waitFor();

    const card = page!.locator('div.rounded-xl', {
      has: page!.getByRole('heading', { name: ptBR.shell.dashboard.coursesTitle }),
    });
    const content = card.locator('> div').nth(1);
    const empty = content.locator('p');
    const [contentBox, emptyBox] = await Promise.all([content.boundingBox(), empty.boundingBox()]);
    // The forum card stretches the row: the courses card's content is clearly taller than its text.
    expect(contentBox!.height - emptyBox!.height).toBeGreaterThan(40);
    expect(Math.abs(emptyBox!.y - contentBox!.y)).toBeLessThan(1);
  }, 120_000);
});
