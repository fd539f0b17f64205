import { ptBR } from '@blivion/shared';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import { api } from './support/page-api.js';
import type { RunningServer } from './support/server.js';
import { startServer } from './support/server.js';
import { signedUpMember, uniqueEmail } from './support/session.js';

const forum = ptBR.features.forum;

describe('forum poll results in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  const member = (name: string) => signedUpMember(browser, contexts, server.url, name, uniqueEmail('enquete'));

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
    await server?.stop();
  });

  it("shows counts and percentages written the Brazilian way (66,7%), from three members' votes", async () => {
    const [ana, bia, caio] = await Promise.all([member('Ana Enquete'), member('Bia Enquete'), member('Caio Enquete')]);
    const { items } = (await api<{ items: Array<{ id: string }> }>(ana, 'GET', '/api/forum/categories')).body;
    const poll = { question: 'Melhor horário?', options: ['Manhã', 'Noite'], multiple: false, closesAt: null };
    const created = await api<{ id: string; poll: { options: Array<{ id: string }> } }>(
      ana,
      'POST',
      '/api/forum/topics',
      {
        title: 'Quando anunciar?',
        content: 'Vote abaixo.',
        categoryId: items[0]!.id,
        poll,
      },
    );
    expect(created.status).toBe(201);
    const [morning, night] = created.body.poll.options;
    const voteFor = (page: Page, optionId: string) =>
      api(page, 'PUT', `/api/forum/topics/${created.body.id}/poll/vote`, { optionIds: [optionId] });
    for (const [page, option] of [
      [ana, night],
      [bia, night],
      [caio, morning],
    ] as const) {
      expect((await voteFor(page, option!.id)).status).toBe(200);
    }

    await caio.goto(`${server.url}/forum/${created.body.id}`);
    const nightOption = caio.getByRole('radio', { name: /^Noite/ });
    await nightOption.waitFor();
    const label = (await caio.locator('label', { has: nightOption }).innerText()).replace(/\s+/g, ' ');
    expect(label).toContain('66,7%');
    expect(label).toContain(forum.poll.votes.replace('{{count}}', '2'));
    const morningLabel = caio.locator('label', { has: caio.getByRole('radio', { name: /^Manhã/ }) });
    expect((await morningLabel.innerText()).replace(/\s+/g, ' ')).toContain('33,3%');
  });
});
