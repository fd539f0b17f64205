// Every route of the web app's router (apps/web/src/app/router.tsx), with the roles that can open it
// and the addresses that show it with the seeded content. apps/web/src/app/walked-routes.test.ts
// fails when the router has a route this list does not walk, so a new page cannot be forgotten.
// Pure data (no Node, no browser): the web project's test imports it too.

export type WalkRole = 'visitor' | 'free' | 'premium' | 'admin' | 'master';

/** What the seed made, for the addresses that need an id. */
export interface WalkSeed {
  /** The premium member, whose profile the others open. */
  memberId: string;
  courseId: string;
  lessonId: string;
  topicId: string;
  conversationId: string;
}

/** A dialog the walker opens on a page: the button that opens it, by its accessible name. */
export interface WalkedDialog {
  /** The opener: a key of the walk's table of accessible names (e2e/fit-every-screen.test.ts). */
  opener: string;
  roles?: readonly WalkRole[];
  /** The width it opens at when not 1024 px (the search's screen is the phone's). */
  openAt?: number;
  /** The address it opens from, when not the route's first one (a tab in the address). */
  from?: string;
}

export interface WalkedRoute {
  /** The route's full path as the router declares it ('/courses/:courseId'). */
  pattern: string;
  roles: readonly WalkRole[];
  /** The addresses to open (a page with tabs in its address is opened on each). */
  urls: (seed: WalkSeed) => string[];
  dialogs?: readonly WalkedDialog[];
}

const SIGNED_IN: readonly WalkRole[] = ['free', 'premium', 'admin', 'master'];
const FULL_ACCESS: readonly WalkRole[] = ['premium', 'admin', 'master'];
const STAFF: readonly WalkRole[] = ['admin', 'master'];
const fixed = (url: string) => () => [url];

export const WALKED_ROUTES: readonly WalkedRoute[] = [
  { pattern: '/', roles: ['visitor'], urls: fixed('/') },
  { pattern: '/privacy', roles: ['visitor'], urls: fixed('/privacy') },
  { pattern: '/privacidade', roles: ['visitor'], urls: fixed('/privacidade') },
  { pattern: '/termos', roles: ['visitor'], urls: fixed('/termos') },
  { pattern: '/about', roles: ['visitor'], urls: fixed('/about') },
  { pattern: '/contact', roles: ['visitor'], urls: fixed('/contact') },
  { pattern: '/help', roles: ['visitor'], urls: fixed('/help') },
  { pattern: '/login', roles: ['visitor'], urls: fixed('/login') },
  { pattern: '/cadastro', roles: ['visitor'], urls: fixed('/cadastro') },
  { pattern: '/esqueci-senha', roles: ['visitor'], urls: fixed('/esqueci-senha') },
  { pattern: '/redefinir-senha', roles: ['visitor'], urls: fixed('/redefinir-senha?token=ficticio') },
  // Signing out is the visitor's view of it (a member walking it would end the walk's session).
  { pattern: '/logout', roles: ['visitor'], urls: fixed('/logout') },
  { pattern: '/*', roles: ['visitor', 'free'], urls: fixed('/caminho/que-nao-existe') },
  {
    pattern: '/dashboard',
    roles: SIGNED_IN,
    urls: fixed('/dashboard'),
    dialogs: [{ opener: 'notifications' }, { opener: 'search', openAt: 360 }],
  },
  { pattern: '/settings', roles: SIGNED_IN, urls: fixed('/settings') },
  { pattern: '/profile', roles: SIGNED_IN, urls: fixed('/profile') },
  {
    pattern: '/courses',
    roles: FULL_ACCESS,
    urls: () => ['/courses', '/courses?aba=administrar'],
    dialogs: [{ opener: 'createCourse', roles: STAFF, from: '/courses?aba=administrar' }],
  },
  { pattern: '/courses/:courseId', roles: FULL_ACCESS, urls: (seed) => [`/courses/${seed.courseId}`] },
  {
    pattern: '/courses/:courseId/lessons/:lessonId',
    roles: FULL_ACCESS,
    urls: (seed) => [`/courses/${seed.courseId}/lessons/${seed.lessonId}`],
  },
  { pattern: '/anotacoes', roles: FULL_ACCESS, urls: fixed('/anotacoes') },
  {
    pattern: '/forum',
    roles: SIGNED_IN,
    urls: fixed('/forum'),
    dialogs: [{ opener: 'newTopic' }, { opener: 'manageCategories', roles: STAFF }],
  },
  { pattern: '/forum/:topicId', roles: SIGNED_IN, urls: (seed) => [`/forum/${seed.topicId}`] },
  { pattern: '/forum/ranking', roles: SIGNED_IN, urls: fixed('/forum/ranking') },
  { pattern: '/forum/membros/:memberId', roles: SIGNED_IN, urls: (seed) => [`/forum/membros/${seed.memberId}`] },
  // A code no certificate has: the page's 'não encontrado' state (anyone may open it, signed in or not).
  { pattern: '/certificados/:code', roles: ['visitor', 'free'], urls: fixed('/certificados/AAAA-BBBB-CCCC-DDDD-EEEE') },
  {
    pattern: '/ai-lab',
    roles: FULL_ACCESS,
    urls: fixed('/ai-lab'),
    dialogs: [{ opener: 'modelPicker' }],
  },
  {
    pattern: '/ai-lab/c/:conversationId',
    roles: ['premium'],
    urls: (seed) => [`/ai-lab/c/${seed.conversationId}`],
  },
  { pattern: '/ai-lab/usage', roles: FULL_ACCESS, urls: fixed('/ai-lab/usage') },
  { pattern: '/ai-lab/:page', roles: STAFF, urls: () => ['/ai-lab/credits', '/ai-lab/settings'] },
  {
    pattern: '/adspy',
    roles: FULL_ACCESS,
    urls: () => ['/adspy', '/adspy?aba=concorrentes'],
    dialogs: [{ opener: 'addCompetitor', from: '/adspy?aba=concorrentes' }],
  },
  {
    pattern: '/admin/usuarios',
    roles: STAFF,
    // Banners and Auditoria are the master's: an admin asking for them gets Usuários.
    urls: () => [
      '/admin/usuarios',
      '/admin/usuarios?aba=features',
      '/admin/usuarios?aba=banners',
      '/admin/usuarios?aba=audit',
    ],
    dialogs: [{ opener: 'addUser' }],
  },
  { pattern: '/admin/translations', roles: STAFF, urls: fixed('/admin/translations') },
  { pattern: '/admin/vendas', roles: STAFF, urls: fixed('/admin/vendas') },
];
