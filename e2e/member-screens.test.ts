import { ptBR } from '@blivion/shared';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, seriousViolations } from './support/browser.js';
import { api, postTopic } from './support/page-api.js';
import type { RunningServer } from './support/server.js';
import { startServer } from './support/server.js';
import { signedUpMember, uniqueEmail } from './support/session.js';
import { COUNTER_CLAIMS, worthShowing } from '../apps/web/src/features/marketing/lib/counter-rule.js';

const counters = ptBR.landing.counters;
const forum = ptBR.features.forum;
const d = forum.newTopicDialog;

describe("what a member sees: landing counters, dashboard cards, the 'Novo Tópico' wait", () => {
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
    const region = page.getByRole('region', { name: counters.label });
    await region.and(page.locator('[aria-busy="false"]')).waitFor();
    return region.locator('dl > div').evaluateAll((items) =>
      items.map((item) => ({
        label: item.querySelector('dt')?.textContent ?? '',
        value: item.querySelector('dd')?.textContent ?? '',
      })),
    );
  }

  async function countersFromApi(): Promise<{ key: string; count: number }[]> {
    const body = (await (await fetch(`${server.url}/api/public/stats`)).json()) as {
      counters: { key: string; count: number }[];
    };
    return body.counters;
  }

  /**
   * What the landing must show for the API's counters: those worth showing beside the hero's claims
   * (lib/counter-rule.ts), each one's plural form and number, in order.
   */
  function shownAs(apiCounters: { key: string; count: number }[]): { label: string; value: string }[] {
    const labels = counters as Record<string, string>;
    const claims = ptBR.landing.hero as Record<string, string>;
    type Key = keyof typeof COUNTER_CLAIMS;
    const worth = apiCounters.filter((counter) => {
      const claim = COUNTER_CLAIMS[counter.key as Key];
      return worthShowing(counter as { key: Key; count: number }, claim ? claims[claim.split('.').at(-1)!] : undefined);
    });
    return worth.map(({ key, count }) => ({
      label: labels[`${key}_${count === 0 ? 'zero' : count === 1 ? 'one' : 'other'}`]!,
      value: String(count),
    }));
  }

  it('shows only the counters worth showing, never a smaller real count beside the claims', async () => {
    const before = await countersFromApi();
    const students = before.find((counter) => counter.key === 'students')!.count;
    expect(before.map((counter) => counter.key)).toEqual(['students', 'premiumCourses', 'aiAgents']);
    expect(await landingCounters()).toEqual(shownAs(before));

    await signedUpMember(browser, contexts, server.url, 'Aluna Contada', uniqueEmail('contagem'));
    const after = await countersFromApi();
    expect(after.find((counter) => counter.key === 'students')!.count).toBe(students + 1);
    expect(await landingCounters()).toEqual(shownAs(after));
    // A handful of students is real but reads as nobody beside 'mais de 10.000': not shown.
    expect((await landingCounters()).map((counter) => counter.label)).not.toContain(counters.students_other);
  });

  it("opens the dashboard on 'Continuar assistindo', above the forum's activity and the credits", async () => {
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

    const [continuing, forumCard] = await Promise.all(
      [ptBR.shell.dashboard.coursesTitle, ptBR.shell.dashboard.forumTitle].map((name) =>
        page!.getByRole('heading', { name, level: 2 }).boundingBox(),
      ),
    );
    expect(continuing!.y).toBeLessThan(forumCard!.y);
    // A member without courses is told how access is released; role and access are on the profile.
    await page!.getByText(ptBR.shell.dashboard.coursesLocked).waitFor();
    expect(await page!.getByText(ptBR.common.permissions.forumOnly).count()).toBe(0);
  }, 120_000);

  it('offers the button at once before the first topic; after one, names the time and counts the button down', async () => {
    const page = await signedUpMember(browser, contexts, server.url, 'Paula Paciente', uniqueEmail('espera'));
    await page.goto(`${server.url}/forum`);
    await page.getByRole('button', { name: forum.newTopic }).click();
    let dialog = page.getByRole('dialog', { name: d.title });
    await dialog.getByRole('textbox', { name: d.titleLabel }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await dialog.getByRole('button', { name: d.submit, exact: true }).isEnabled()).toBe(true);
    expect(await dialog.getByRole('status').count()).toBe(0);
    await page.keyboard.press('Escape');

    const postedAt = Date.now();
    await postTopic(page, 'Um tópico antes da espera');
    await page.getByRole('button', { name: forum.newTopic }).click();
    dialog = page.getByRole('dialog', { name: d.title });
    const countdown = dialog.getByRole('button', { name: /^Publicar em \d+ segundos?$/ });
    await countdown.waitFor();
    expect(await countdown.isDisabled()).toBe(true);
    const secondsShown = async () => Number((await countdown.textContent())!.match(/\d+/)![0]);
    const first = await secondsShown();
    expect(first).toBeGreaterThan(50);
    expect(first).toBeLessThanOrEqual(60);
    expect(await countdown.textContent()).toBe(d.submitIn_other.replace('{{count}}', String(first)));

    // The notice names the clock time of the next topic (60 s after the post, this browser's time).
    const notice = await dialog.getByRole('status').textContent();
    const time = notice!.match(/\d{2}:\d{2}:\d{2}/)![0];
    expect(notice).toBe(d.nextTopicAt.replace('{{time}}', time));
    const [hours, minutes, seconds] = time.split(':').map(Number) as [number, number, number];
    const expected = new Date(postedAt + 60_000);
    const shown = new Date(expected);
    shown.setHours(hours, minutes, seconds, 0);
    expect(Math.abs(shown.getTime() - expected.getTime())).toBeLessThan(3_000);

    await page.waitForTimeout(2_100);
    expect(await secondsShown()).toBeLessThanOrEqual(first - 2);
    expect(await seriousViolations(page)).toEqual([]);
  }, 120_000);
});
