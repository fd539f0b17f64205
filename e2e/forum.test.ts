import { ptBR } from '@blivion/shared';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import type { RunningServer } from './support/server.js';
import { movedClockEnv, startServer } from './support/server.js';
import { signedUpMember, signUpThroughForm, uniqueEmail } from './support/session.js';

const MASTER = 'mestre-forum@exemplo.test';
const forum = ptBR.features.forum;
const search = ptBR.features.search;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('forum in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  const member = (name: string, email = uniqueEmail('forum')) =>
    signedUpMember(browser, contexts, server.url, name, email);

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer({ MASTER_EMAILS: MASTER }), launchBrowser()]);
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('A posts a topic with tags and a poll; B replies, likes and votes; A is notified; ranking, chips and search find it', async () => {
    const word = `orquidea${Date.now().toString(36)}`;
    const title = `Estratégias de ${word} para tráfego pago`;
    const alice = await member('Alice Autora');
    const bruno = await member('Bruno Leitor');

    // 'Novo Tópico': validated in the specification's order, then tags (Enter and the button) and a poll.
    await alice.goto(`${server.url}/forum`);
    await alice.getByRole('heading', { name: forum.title, exact: true }).waitFor();
    await alice.getByRole('button', { name: forum.newTopic }).click();
    const dialog = alice.getByRole('dialog', { name: forum.newTopicDialog.title });
    await dialog.getByRole('button', { name: forum.newTopicDialog.submit }).click();
    await dialog.getByText(ptBR.forumValidation.titleRequired).waitFor();
    await dialog.getByText(ptBR.forumValidation.contentRequired).waitFor();
    await dialog.getByText(ptBR.forumValidation.categoryRequired).waitFor();
    const titleBox = dialog.getByRole('textbox', { name: forum.newTopicDialog.titleLabel });
    expect(await titleBox.evaluate((element) => element === document.activeElement)).toBe(true);

    await titleBox.fill(title);
    await dialog
      .getByRole('textbox', { name: forum.newTopicDialog.contentLabel })
      .fill('Qual canal dá **mais retorno**?');
    await dialog.getByRole('combobox', { name: forum.newTopicDialog.categoryLabel }).click();
    await alice.getByRole('option', { name: 'Marketing Digital' }).click();
    const tagBox = dialog.getByRole('textbox', { name: forum.newTopicDialog.tagsLabel });
    await tagBox.fill('trafego');
    await tagBox.press('Enter');
    await tagBox.fill('roi');
    await dialog.getByRole('button', { name: forum.newTopicDialog.addTag }).click();
    await tagBox.fill('ROI');
    await tagBox.press('Enter');
    await dialog.getByText(ptBR.forumValidation.tagDuplicate).waitFor();
    await tagBox.fill('');
    await dialog.getByRole('button', { name: 'Remover a tag trafego' }).waitFor();

    await dialog.getByRole('tab', { name: forum.newTopicDialog.tabs.poll }).click();
    await dialog.getByRole('switch', { name: forum.poll.enable }).click();
    await dialog.getByRole('textbox', { name: forum.poll.question }).fill('Vale a pena investir agora?');
    await dialog.getByRole('textbox', { name: 'Opção 1' }).fill('Sim');
    await dialog.getByRole('textbox', { name: 'Opção 2' }).fill('Não');
    await dialog.getByRole('button', { name: forum.poll.addOption }).click();
    await dialog.getByRole('textbox', { name: 'Opção 3' }).fill('Talvez');
    await dialog.getByRole('button', { name: forum.newTopicDialog.submit }).click();
    await alice.getByText(forum.toasts.topicCreated).first().waitFor();
    await alice.getByRole('heading', { name: title, level: 1 }).waitFor();
    const topicPath = new URL(alice.url()).pathname;
    expect(topicPath).toMatch(/^\/forum\/\d+$/);
    await alice.getByRole('list', { name: forum.post.tags }).getByText('#roi').waitFor();
    // Members cannot like their own posts: the author sees the count, not the button.
    expect(await alice.getByRole('button', { name: /^Curtir,/ }).count()).toBe(0);

    // B replies, likes the topic and votes.
    await bruno.goto(`${server.url}${topicPath}`);
    await bruno.getByRole('heading', { name: title, level: 1 }).waitFor();
    await bruno
      .getByRole('textbox', { name: forum.post.replyLabel })
      .fill('Boa pergunta! Eu começaria pelo **Meta Ads**.');
    await bruno.getByRole('button', { name: forum.post.sendReply, exact: true }).click();
    await bruno.getByText(forum.post.replyPostedTitle).first().waitFor();
    await bruno.getByRole('article', { name: 'Resposta de Bruno Leitor' }).getByText('Meta Ads').waitFor();
    // A second reply at once meets the flood limit: the toast names the seconds left, the text stays.
    const replyBox = bruno.getByRole('textbox', { name: forum.post.replyLabel });
    await replyBox.fill('E também pelo Google.');
    await bruno.getByRole('button', { name: forum.post.sendReply, exact: true }).click();
    await bruno
      .getByText(/Você respondeu há pouco\. Aguarde \d+ s para enviar outra resposta\./)
      .first()
      .waitFor();
    expect(await replyBox.inputValue()).toBe('E também pelo Google.');
    const like = bruno.getByRole('button', { name: 'Curtir, 0 curtidas' });
    expect(await like.getAttribute('aria-pressed')).toBe('false');
    await like.click();
    const liked = bruno.getByRole('button', { name: 'Curtir, 1 curtida' });
    await liked.waitFor();
    expect(await liked.getAttribute('aria-pressed')).toBe('true');
    await bruno.getByRole('radio', { name: /^Sim/ }).check();
    await bruno.getByRole('button', { name: forum.poll.vote, exact: true }).click();
    await bruno.getByText(forum.poll.votedTitle).first().waitFor();
    await bruno.getByRole('radio', { name: /^Sim\s*100%/ }).waitFor();
    await bruno.getByText(forum.poll.voted, { exact: true }).waitFor();

    // A sees the count change (a reply and a like) without reloading: the server's live events
    // update the bell (no polling). A opens the reply's notification, and it is read.
    const bell = alice.getByRole('button', { name: 'Notificações, 2 não lidas' });
    await bell.waitFor({ timeout: 5000 });
    await bell.click();
    await alice
      .getByRole('link', { name: new RegExp(`Bruno Leitor respondeu ao seu tópico “${escape(title)}”`) })
      .click();
    await alice.waitForURL((url) => url.pathname === topicPath && /^#reply-\d+$/.test(url.hash));
    await alice.getByRole('button', { name: 'Notificações, 1 não lida' }).waitFor();
    await alice.getByRole('article', { name: 'Resposta de Bruno Leitor' }).waitFor();

    // The month's ranking: A has a topic and a like received (6 points), B a reply (2).
    await alice.goto(`${server.url}/forum`);
    const monthly = alice.getByRole('list', { name: forum.ranking.listLabel });
    const first = monthly.getByRole('listitem').first();
    await first.getByText('Alice Autora').waitFor();
    await first.getByText(forum.ranking.winner).waitFor();
    await first.getByText('6 pontos').waitFor();
    await monthly.getByRole('listitem').nth(1).getByText('Bruno Leitor').waitFor();
    await alice.getByRole('tab', { name: forum.ranking.allTime }).click();
    await alice.getByRole('tabpanel', { name: forum.ranking.allTime }).getByText('Alice Autora').waitFor();

    // Category chips and the forum's search.
    const topicLink = alice.getByRole('link', { name: title });
    await alice.getByRole('button', { name: 'Marketing Digital', exact: true }).click();
    await topicLink.waitFor();
    await alice.getByRole('button', { name: 'Geral', exact: true }).click();
    await alice.getByText(forum.empty).waitFor();
    await alice.getByRole('button', { name: forum.allCategories }).click();
    await alice.getByRole('searchbox', { name: forum.searchLabel }).fill(word);
    await alice.waitForURL((url) => url.searchParams.get('q') === word);
    await alice.getByText(forum.searchResults.replace('{{query}}', word)).waitFor();
    await topicLink.waitFor();
    expect(await alice.getByRole('list', { name: forum.topicsLabel }).getByRole('article').count()).toBe(1);

    // The top bar's search lists the topic as the member types, and Enter opens the forum with that search.
    await bruno.goto(`${server.url}/dashboard`);
    const topSearch = bruno.getByRole('combobox', { name: search.label });
    await topSearch.fill(word);
    await bruno
      .getByRole('listbox', { name: search.resultsLabel })
      .getByRole('option', { name: new RegExp(escape(title)) })
      .waitFor();
    await topSearch.press('Enter');
    await bruno.waitForURL((url) => url.pathname === '/forum' && url.searchParams.get('q') === word);
    expect(await bruno.getByRole('searchbox', { name: forum.searchLabel }).inputValue()).toBe(word);
    await bruno.getByRole('link', { name: title }).waitFor();

    // The dashboard shows the activity, linking to the post.
    await bruno.goto(`${server.url}/dashboard`);
    await bruno
      .getByRole('link', { name: new RegExp(escape(title)) })
      .first()
      .waitFor();
  });

  it('shows a member no category management; the server refuses it with the specification text', async () => {
    const page = await member('Carla Comum');
    await page.goto(`${server.url}/forum`);
    await page.getByRole('button', { name: forum.newTopic }).waitFor();
    expect(await page.getByRole('button', { name: forum.manageCategories }).count()).toBe(0);
    const refused = await page.evaluate(async () => {
      const response = await fetch('/api/forum/categories/manage');
      return { status: response.status, body: await response.json() };
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe(forum.toasts.accessDeniedMessage);
  });

  it('lets master add, rename and delete categories, moving the topics of a deleted one', async () => {
    const master = await member('Mestre Fórum', MASTER);
    const c = forum.categories;
    const status = await master.evaluate(async () => {
      const { items } = await (await fetch('/api/forum/categories')).json();
      const support = items.find((category: { name: string }) => category.name === 'Dúvidas e Suporte');
      const body = { title: 'Como emitir nota fiscal?', content: 'Alguém sabe?', categoryId: support.id };
      const response = await fetch('/api/forum/topics', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return response.status;
    });
    expect(status).toBe(201);
    await master.goto(`${server.url}/forum`);
    await master.getByRole('button', { name: forum.manageCategories }).click();
    const dialog = master.getByRole('dialog', { name: c.title });
    await dialog.getByRole('button', { name: c.add }).click();
    await dialog.getByText(ptBR.forumValidation.categoryNameRequired).waitFor();
    await dialog.getByRole('textbox', { name: c.name }).first().fill('Lançamentos');
    await dialog.getByRole('button', { name: c.add }).click();
    await master.getByText(c.addedTitle).first().waitFor();
    await dialog.getByText(c.slug.replace('{{slug}}', 'lancamentos')).waitFor();

    await dialog.getByRole('button', { name: 'Editar a categoria Lançamentos' }).click();
    const rowName = dialog.getByRole('textbox', { name: c.name }).nth(1);
    await rowName.fill('Lançamentos e Novidades');
    await dialog.getByRole('button', { name: c.save }).click();
    await master.getByText(c.updatedTitle).first().waitFor();
    await dialog.getByText(c.slug.replace('{{slug}}', 'lancamentos-e-novidades')).waitFor();

    // A category with topics asks where they go; the server moves them and deletes in one step.
    await dialog.getByRole('button', { name: 'Excluir a categoria Dúvidas e Suporte' }).click();
    const confirm = master.getByRole('dialog', { name: c.deleteTitle });
    await confirm.getByRole('button', { name: c.delete, exact: true }).click();
    await confirm.getByText(c.moveRequired).waitFor();
    await confirm.getByRole('combobox', { name: c.moveLabel }).click();
    await master.getByRole('option', { name: 'Lançamentos e Novidades' }).click();
    await confirm.getByRole('button', { name: c.delete, exact: true }).click();
    await master.getByText(c.removedTitle).first().waitFor();
    await master.getByText('1 tópico foi movido para Lançamentos e Novidades.').first().waitFor();
    expect(await dialog.getByText('Dúvidas e Suporte', { exact: true }).count()).toBe(0);
  });
});

describe('forum: a link to a reply far down a topic', () => {
  let server: RunningServer;
  let browser: Browser;

  // The server's clock runs 100 times faster, so one member gets past the 10 s between replies quickly.
  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(movedClockEnv('+0 x100')), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('opens the topic at the reply with one request, scrolls to it and highlights it; earlier replies load above', async () => {
    const context = await browser.newContext({ locale: 'pt-BR' });
    const page = await context.newPage();
    await signUpThroughForm(page, server.url, 'Rita Respostas', uniqueEmail('forum'));
    const { topicId, replyIds } = await page.evaluate(async () => {
      const post = async (url: string, body: unknown): Promise<{ id: string }> => {
        for (;;) {
          const init = { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
          const response = await fetch(url, init);
          if (response.status !== 429) return (await response.json()) as { id: string };
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      };
      const { items } = (await (await fetch('/api/forum/categories')).json()) as { items: Array<{ id: string }> };
      const topic = await post('/api/forum/topics', {
        title: 'Muitas respostas',
        content: 'Vamos.',
        categoryId: items[0]!.id,
      });
      const ids: string[] = [];
      for (let i = 1; i <= 30; i++) {
        ids.push((await post(`/api/forum/topics/${topic.id}/replies`, { content: `Resposta número ${i}` })).id);
      }
      return { topicId: topic.id, replyIds: ids };
    });

    const replyRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('/replies')) replyRequests.push(request.url());
    });
    const target = replyIds[26]!;
    await page.goto(`${server.url}/forum/${topicId}#reply-${target}`);
    const reply = page.locator(`#reply-${target}`);
    await reply.getByText('Resposta número 27', { exact: true }).waitFor();
    await page.waitForFunction((id) => document.activeElement?.id === `reply-${id}`, target);
    expect(replyRequests).toEqual([expect.stringContaining(`?around=${target}`)]);
    expect(await reply.getAttribute('class')).toContain('ring-primary');
    const box = (await reply.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    expect(await page.getByText('Resposta número 26', { exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: forum.post.loadEarlierReplies }).click();
    await page.getByText('Resposta número 7', { exact: true }).waitFor();
    await page.getByRole('button', { name: forum.post.loadEarlierReplies }).click();
    await page.getByText('Resposta número 1', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: forum.post.loadEarlierReplies }).count()).toBe(0);
    await context.close();
  });
});
