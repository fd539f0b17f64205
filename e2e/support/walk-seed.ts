// The every-screen walk's people and content: one signed-in page per role, and realistic content
// through the API (long Portuguese names and titles, many items), as members and staff make it.
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { FakeAi } from '../../apps/server/src/test-support/fake-ai/fake-ai.js';
import { pointOpenAiAtFake } from './ai-admin.js';
import { api, postTopic } from './page-api.js';
import { signUpThroughForm, uniqueEmail } from './session.js';
import type { WalkRole, WalkSeed } from './walked-routes.js';

export const LONG_NAMES: Record<Exclude<WalkRole, 'visitor'>, string> = {
  master: 'Maria Aparecida dos Santos Albuquerque Figueiredo',
  admin: 'José Carlos de Oliveira Bragança e Vasconcellos',
  premium: 'Ana Beatriz Guimarães Cavalcanti de Magalhães',
  free: 'Francisco Raimundo Nonato Sant’Anna Conceição',
};
const LONG_TITLE =
  'Como estruturar um funil de vendas perpétuo para infoprodutos com tráfego pago, remarketing e automação de e-mails';

async function checked<T>(answer: Promise<{ status: number; body: T }>): Promise<T> {
  const { status, body } = await answer;
  expect(status, JSON.stringify(body)).toBeLessThan(300);
  return body;
}

/** One browser profile per role (touch, pt-BR), the member signed up through the form; the visitor signs in as nobody. */
export async function pagesByRole(browser: Browser, url: string, master: string): Promise<Record<WalkRole, Page>> {
  const open = async () =>
    (await browser.newContext({ locale: 'pt-BR', hasTouch: true, viewport: { width: 1024, height: 768 } })).newPage();
  const pages = {} as Record<WalkRole, Page>;
  pages.visitor = await open();
  for (const role of ['master', 'admin', 'premium', 'free'] as const) {
    pages[role] = await open();
    await signUpThroughForm(pages[role], url, LONG_NAMES[role], role === 'master' ? master : uniqueEmail(role));
  }
  const everything = { forum: true, courses: true, aiLab: true, adSpy: true };
  const accessOf = {
    premium: { role: 'premium', accessType: 'total' },
    admin: { role: 'admin', accessType: 'total', permissions: everything },
  };
  for (const role of ['premium', 'admin'] as const) {
    const { user } = await checked(api<{ user: { id: string } }>(pages[role], 'GET', '/api/me'));
    await checked(api(pages.master, 'PATCH', `/api/admin/users/${user.id}/access`, accessOf[role]));
    const grant = { kind: 'grant', amount: 19896, reason: 'Créditos para o passeio por todas as telas' };
    await checked(api(pages.master, 'POST', `/api/admin/ai/credits/members/${user.id}/adjustments`, grant));
  }
  await checked(api(pages.master, 'PUT', '/api/admin/features', { adSpyEnabled: true }));
  return pages;
}

/** The content every screen shows: a long course, topics, chats, competitors, members and a banner. */
export async function seedContent(pages: Record<WalkRole, Page>, fake: FakeAi): Promise<WalkSeed> {
  const { master, premium } = pages;
  const provider = await pointOpenAiAtFake(master, fake);
  await checked(api(master, 'PUT', `/api/admin/ai/providers/${provider.id}/key`, { apiKey: 'sk-passeio-f4k3' }));

  const course = await checked(
    api<{ id: string }>(master, 'POST', '/api/admin/courses', {
      title: 'Tráfego Pago Avançado para Lançamentos e Perpétuos no Instagram',
      description: `${LONG_TITLE}. Do briefing ao relatório, com exemplos reais de campanhas brasileiras.`,
      category: 'marketing',
    }),
  );
  const modules = ['Fundamentos e configuração da conta de anúncios', 'Públicos, criativos e testes A/B'].map(
    (title, m) => ({
      title: `Módulo ${m + 1}: ${title}`,
      lessons: Array.from({ length: 5 }, (_, l) => ({
        title: `Aula ${l + 1}: ${LONG_TITLE.slice(0, 60 + l * 12)}`,
        descriptionMd: `**${LONG_TITLE}**`,
        durationSeconds: 600 + l * 95,
      })),
    }),
  );
  await checked(api(master, 'PUT', `/api/admin/courses/${course.id}/content`, { modules }));
  await checked(api(master, 'PUT', `/api/admin/courses/${course.id}/status`, { isActive: true }));
  const content = await checked(
    api<{ modules: Array<{ lessons: Array<{ id: string }> }> }>(
      master,
      'GET',
      `/api/admin/courses/${course.id}/content`,
    ),
  );

  const topicId = await postTopic(premium, `${LONG_TITLE}?`);
  for (const role of ['master', 'admin', 'free'] as const) await postTopic(pages[role], `${LONG_TITLE} (${role})`);
  await checked(api(pages.free, 'POST', `/api/forum/topics/${topicId}/replies`, { content: `${LONG_TITLE}!` }));

  let conversationId = '';
  for (let n = 1; n <= 8; n += 1) {
    // A chat is stored with its first message (decision 0116).
    const first = { message: { text: `${n}. ${LONG_TITLE}?` } };
    const chat = await checked(api<{ conversation: { id: string } }>(premium, 'POST', '/api/ai/conversations', first));
    const id = chat.conversation.id;
    await checked(api(premium, 'PATCH', `/api/ai/conversations/${id}`, { title: `${n}. ${LONG_TITLE}` }));
    conversationId ||= id;
  }

  for (const [n, name] of ['Aurora Cosméticos Naturais e Veganos do Brasil Ltda.', 'Brisa Moda Praia'].entries()) {
    const page = `https://www.facebook.com/ads/library/?view_all_page_id=${2001 + n}`;
    await checked(api(premium, 'POST', '/api/adspy/competitors', { name, adLibraryUrl: page, adCount: 12 + n }));
  }

  for (let n = 1; n <= 6; n += 1) {
    const name = `Integrante ${n} ${LONG_NAMES.free}`;
    await checked(api(master, 'POST', '/api/admin/users', { name, email: uniqueEmail(`integrante-${n}`) }));
  }
  await checked(
    api(master, 'POST', '/api/admin/banners', {
      title: 'Semana do Empreendedor Digital: aulas ao vivo todas as noites',
      description: LONG_TITLE,
      imageUrl: 'https://exemplo.test/banner.png',
      link: '/courses',
    }),
  );
  const { user: premiumMember } = await checked(api<{ user: { id: string } }>(premium, 'GET', '/api/me'));
  return {
    memberId: premiumMember.id,
    courseId: course.id,
    lessonId: content.modules[0]!.lessons[0]!.id,
    topicId,
    conversationId,
  };
}
