import { ptBR } from '@blivion/shared';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from './support/browser.js';
import type { RunningServer } from './support/server.js';
import { movedClockEnv, startServer } from './support/server.js';
import { api, postTopic } from './support/page-api.js';
import { signedUpMember, signUpThroughForm, uniqueEmail } from './support/session.js';

const MASTER = 'mestre-moderacao@exemplo.test';
const forum = ptBR.features.forum;
const post = forum.post;
const c = forum.categories;
const topBar = ptBR.shell.topBar;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const unique = () => Date.now().toString(36);

/** Opens 'Mais ações' of a post and chooses an action. */
async function choose(page: Page, postArticle: Locator, action: string): Promise<void> {
  await postArticle.getByRole('button', { name: post.actions }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

// The server's clock runs 100 times faster: the flood limits (60 s between topics, 10 s between
// replies of one member) pass in well under a second, so members set up many posts quickly.
describe('forum moderation, list and notifications in the browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let masterContext: BrowserContext;
  let master: Page;
  const contexts: BrowserContext[] = [];

  const member = (name: string) => signedUpMember(browser, contexts, server.url, name, uniqueEmail('moderacao'));

  /** A member that master promotes to administrator through the administration API. */
  async function admin(name: string): Promise<Page> {
    const page = await member(name);
    const { user } = (await api<{ user: { id: string } }>(page, 'GET', '/api/me')).body;
    const access = { role: 'admin', accessType: 'forum' };
    expect((await api(master, 'PATCH', `/api/admin/users/${user.id}/access`, access)).status).toBe(200);
    await page.reload();
    return page;
  }

  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startServer({ MASTER_EMAILS: MASTER, ...movedClockEnv('+0 x100') }),
      launchBrowser(),
    ]);
    masterContext = await browser.newContext({ locale: 'pt-BR' });
    master = await masterContext.newPage();
    await signUpThroughForm(master, server.url, 'Mestre Moderação', MASTER);
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await masterContext?.close();
    await browser?.close();
    await server?.stop();
  });

  it("lets an administrator pin, lock, retitle and delete another member's topic; the author can no longer reply once locked", async () => {
    const tag = unique();
    const title = `Dúvida sobre funis ${tag}`;
    const newer = `Novidade mais recente ${tag}`;
    const [ana, beto, dora] = await Promise.all([member('Ana Autora'), member('Beto Vizinho'), admin('Dora Admin')]);
    const topicId = await postTopic(ana, title);
    await postTopic(beto, newer);

    const list = dora.getByRole('list', { name: forum.topicsLabel });
    await dora.goto(`${server.url}/forum`);
    await list.getByRole('link', { name: newer }).waitFor();
    expect(await list.getByRole('article').first().getByRole('link', { name: title }).count()).toBe(0);

    // Pin: the topic comes first in the list, marked 'Fixado'.
    await dora.goto(`${server.url}/forum/${topicId}`);
    const topic = dora.getByRole('article', { name: title });
    await choose(dora, topic, post.pin);
    await dora.getByText(post.pinnedTitle).first().waitFor();
    await topic.getByText(post.pinned, { exact: true }).waitFor();
    await dora.goto(`${server.url}/forum`);
    const first = list.getByRole('article').first();
    await first.getByRole('link', { name: title }).waitFor();
    await first.getByText(post.pinned, { exact: true }).waitFor();

    // Lock: staff may still answer; the author sees the notice instead of the reply box.
    await dora.goto(`${server.url}/forum/${topicId}`);
    await choose(dora, topic, post.lock);
    await dora.getByText(post.lockedTitle).first().waitFor();
    await dora.getByRole('note').getByText(post.lockedStaffNotice).waitFor();
    await dora.getByRole('textbox', { name: post.replyLabel }).waitFor();
    await ana.goto(`${server.url}/forum/${topicId}`);
    await ana.getByRole('note').getByText(post.lockedNotice).waitFor();
    expect(await ana.getByRole('textbox', { name: post.replyLabel }).count()).toBe(0);
    const refused = await api(ana, 'POST', `/api/forum/topics/${topicId}/replies`, { content: 'Ainda posso?' });
    expect(refused.status).toBe(403);

    // Edit the title.
    const renamedTitle = `Funis de venda: dúvida respondida ${tag}`;
    await choose(dora, topic, post.editTopic);
    const dialog = dora.getByRole('dialog', { name: post.editTopic });
    await dialog.getByRole('textbox', { name: forum.newTopicDialog.titleLabel }).fill(renamedTitle);
    await dialog.getByRole('button', { name: post.save, exact: true }).click();
    await dora.getByText(post.topicUpdatedTitle).first().waitFor();
    await dora.getByRole('heading', { name: renamedTitle, level: 1 }).waitFor();

    // Delete, after the confirmation: back in the list, the topic is gone.
    await choose(dora, dora.getByRole('article', { name: renamedTitle }), post.deleteTopic);
    const confirm = dora.getByRole('alertdialog', { name: post.deleteTopic });
    await confirm.getByText(post.deleteTopicConfirm).waitFor();
    await confirm.getByRole('button', { name: post.delete, exact: true }).click();
    await dora.getByText(post.topicRemovedTitle).first().waitFor();
    await dora.waitForURL(`${server.url}/forum`);
    const gone = list.getByRole('link', { name: new RegExp(`^(${escape(title)}|${escape(renamedTitle)})$`) });
    await list.getByRole('link', { name: newer }).waitFor();
    await gone.waitFor({ state: 'detached' });
    await dora.reload();
    await list.getByRole('link', { name: newer }).waitFor();
    expect(await gone.count()).toBe(0);
    await ana.goto(`${server.url}/forum/${topicId}`);
    await ana.getByRole('heading', { name: post.notFound, level: 1 }).waitFor();
  });

  it('lets a member edit and delete their own reply, and shows another member no action on posts that are not theirs', async () => {
    const title = `Melhor horário para anúncios ${unique()}`;
    const [ana, caio, edu] = await Promise.all([member('Ana Tópico'), member('Caio Resposta'), member('Edu Leitor')]);
    const topicId = await postTopic(ana, title);
    const replied = await api(caio, 'POST', `/api/forum/topics/${topicId}/replies`, { content: 'Testei às **20h**.' });
    expect(replied.status).toBe(201);
    const replyOfCaio = post.replyOf.replace('{{author}}', 'Caio Resposta');

    await edu.goto(`${server.url}/forum/${topicId}`);
    await edu.getByRole('article', { name: replyOfCaio }).getByText('Testei às').waitFor();
    expect(await edu.getByRole('button', { name: post.actions }).count()).toBe(0);

    // The author of the reply has actions on it, and none on the topic of someone else.
    await caio.goto(`${server.url}/forum/${topicId}`);
    const reply = caio.getByRole('article', { name: replyOfCaio });
    await reply.getByText('Testei às').waitFor();
    expect(await caio.getByRole('button', { name: post.actions }).count()).toBe(1);
    await choose(caio, reply, post.editReply);
    await reply.getByRole('textbox', { name: post.editReply }).fill('Testei às **21h**, rendeu mais.');
    await reply.getByRole('button', { name: post.save, exact: true }).click();
    await caio.getByText(post.replyUpdatedTitle).first().waitFor();
    await reply.getByText('rendeu mais').waitFor();
    await reply.getByText(post.edited, { exact: true }).waitFor();
    expect(await reply.getByRole('textbox').count()).toBe(0);

    await choose(caio, reply, post.deleteReply);
    const confirm = caio.getByRole('alertdialog', { name: post.deleteReply });
    await confirm.getByRole('button', { name: post.delete, exact: true }).click();
    await caio.getByText(post.replyRemovedTitle).first().waitFor();
    await reply.waitFor({ state: 'detached' });
    await edu.reload();
    await edu.getByText(post.noReplies).waitFor();
    expect(await edu.getByRole('article', { name: replyOfCaio }).count()).toBe(0);
  });

  it('shows an administrator the categories without add, edit or delete controls, only master manages them', async () => {
    const davi = await admin('Davi Admin');
    await davi.goto(`${server.url}/forum`);
    await davi.getByRole('button', { name: forum.manageCategories }).click();
    const dialog = davi.getByRole('dialog', { name: c.title });
    await dialog.getByRole('status').getByText(c.noPermission).waitFor();
    const rows = dialog.getByRole('list', { name: c.listLabel }).getByRole('listitem');
    await rows.first().waitFor();
    expect(await rows.count()).toBeGreaterThan(0);
    const named = (text: string) => new RegExp(`^${escape(text.replace('{{name}}', ''))}`);
    expect(await dialog.getByRole('button', { name: named(c.editNamed) }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: named(c.deleteNamed) }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: c.add }).count()).toBe(0);
    expect(await dialog.getByRole('textbox').count()).toBe(0);
    expect(await davi.getByText(forum.toasts.accessDeniedTitle, { exact: true }).count()).toBe(0);
  });

  it('filters by a category chip, loads the next page with Ver Mais Postagens to the end, and sorts by most liked', async () => {
    const tag = unique();
    const made = await api<{ id: string; name: string }>(master, 'POST', '/api/forum/categories', {
      name: `Lista ${tag}`,
    });
    expect(made.status).toBe(201);
    const category = made.body;
    const authors = await Promise.all(['Lia Lista', 'Leo Lista', 'Luz Lista'].map((name) => member(name)));
    // 22 topics, more than a page (FORUM_PAGE_SIZE, 20), written by three members at once.
    const titles = Array.from({ length: 22 }, (_, index) => `Tópico ${index + 1} da lista ${tag}`);
    const ids: string[] = [];
    await Promise.all(
      authors.map(async (page, first) => {
        for (let index = first; index < titles.length; index += authors.length) {
          ids[index] = await postTopic(page, titles[index]!, category.id);
        }
      }),
    );
    // The oldest topic gets two likes, the second oldest one.
    const like = (liker: number, index: number) => api(authors[liker]!, 'PUT', `/api/forum/topics/${ids[index]}/like`);
    for (const [liker, index] of [
      [1, 0],
      [2, 0],
      [2, 1],
    ])
      expect((await like(liker!, index!)).status).toBe(200);
    const outside = `Fora da categoria ${tag}`;
    await postTopic(authors[0]!, outside);

    const page = authors[0]!;
    const list = page.getByRole('list', { name: forum.topicsLabel });
    const shown = () => list.getByRole('link').allTextContents();
    await page.goto(`${server.url}/forum`);
    await list.getByRole('link', { name: outside }).waitFor();
    const chips = page.getByRole('group', { name: forum.categoriesLabel });
    await chips.getByRole('button', { name: category.name, exact: true }).click();
    await list.getByRole('link', { name: outside }).waitFor({ state: 'detached' });
    const firstPage = await shown();
    expect(firstPage).toHaveLength(20);
    expect(firstPage.every((title) => titles.includes(title))).toBe(true);
    expect(firstPage[0]).not.toBe(titles[0]);

    await page.getByRole('button', { name: forum.loadMore }).click();
    await list.getByRole('link').nth(21).waitFor();
    expect((await shown()).sort()).toEqual([...titles].sort());
    await page.getByText(forum.noMore).waitFor();
    expect(await page.getByRole('button', { name: forum.loadMore }).count()).toBe(0);

    const sort = page.getByRole('group', { name: forum.sort.label });
    await sort.getByRole('button', { name: forum.sort.mostLiked }).click();
    await sort.getByRole('button', { name: forum.sort.mostLiked, pressed: true }).waitFor();
    await expect.poll(() => list.getByRole('link').first().textContent(), { timeout: 10_000 }).toBe(titles[0]);
    expect((await shown()).slice(0, 2)).toEqual([titles[0], titles[1]]);
  });

  it("clears the bell's unread count with 'Marcar todas como lidas'", async () => {
    const title = `Qual plataforma de loja usar ${unique()}`;
    const [nina, otto, paulo] = await Promise.all([member('Nina Notada'), member('Otto Um'), member('Paulo Dois')]);
    const topicId = await postTopic(nina, title);
    // Two kinds, two rows (replies to one topic, or likes of one post, are grouped into one row).
    const replied = await api(otto, 'POST', `/api/forum/topics/${topicId}/replies`, { content: 'Boa pergunta!' });
    expect(replied.status).toBe(201);
    expect((await api(paulo, 'PUT', `/api/forum/topics/${topicId}/like`)).status).toBeLessThan(300);

    await nina.goto(`${server.url}/dashboard`);
    const unreadBell = nina.getByRole('button', { name: topBar.notificationsUnread.replace('{{count}}', '2') });
    await unreadBell.click();
    const panel = nina.getByRole('list', { name: topBar.notificationsListLabel });
    await panel.getByRole('link').nth(1).waitFor();
    expect(await panel.getByRole('button', { name: topBar.markRead }).count()).toBe(2);
    await nina.getByRole('button', { name: topBar.markAllRead }).click();
    await unreadBell.waitFor({ state: 'detached' });
    await nina.getByRole('button', { name: topBar.notifications, exact: true }).waitFor();
    await nina.getByRole('button', { name: topBar.markAllRead }).waitFor({ state: 'detached' });
    expect(await panel.getByRole('button', { name: topBar.markRead }).count()).toBe(0);
    expect(await panel.getByText(topBar.unread, { exact: true }).count()).toBe(0);
    const after = await api<{ unreadCount: number }>(nina, 'GET', '/api/notifications/unread-count');
    expect(after.body.unreadCount).toBe(0);
  });

  it('keeps the topic of a member removed by an administrator, shown as written by a removed member', async () => {
    const title = `Minha loja no ar ${unique()}`;
    const [rui, sara] = await Promise.all([member('Rui Removido'), member('Sara Leitora')]);
    const topicId = await postTopic(rui, title);
    const { user } = (await api<{ user: { id: string } }>(rui, 'GET', '/api/me')).body;
    expect((await api(master, 'DELETE', `/api/admin/users/${user.id}`)).status).toBe(200);

    await sara.goto(`${server.url}/forum`);
    const card = sara
      .getByRole('list', { name: forum.topicsLabel })
      .getByRole('article')
      .filter({ has: sara.getByRole('link', { name: title }) });
    await card.getByText(forum.removedMember, { exact: true }).waitFor();
    expect(await card.getByText('Rui Removido').count()).toBe(0);
    await card.getByRole('link', { name: title }).click();
    await sara.waitForURL(`${server.url}/forum/${topicId}`);
    const topic = sara.getByRole('article', { name: title });
    await topic.getByText(forum.removedMember, { exact: true }).waitFor();
    expect(await topic.getByText('Rui Removido').count()).toBe(0);
  });
});
