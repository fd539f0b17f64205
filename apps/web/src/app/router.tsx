import type { Permission } from '@blivion/shared/core';
import type { QueryClient } from '@tanstack/react-query';
import { Suspense, type ComponentType } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { RouteErrorBoundary } from '@/components/feedback/route-error-boundary';
import { PublicLayout } from '@/components/layouts/public-layout';
import { ContentCommitted } from '@/lib/hydration';
import { lazyElement, preloadRoutes } from './lazy-routes';

type RouteModule = { default: ComponentType };

function page(load: () => Promise<RouteModule>): Pick<RouteObject, 'element' | 'handle'> {
  return lazyElement(load);
}

interface GuardRule {
  permission?: Permission;
  admin?: boolean;
  feature?: 'adSpy';
}

const loadRouteGuard = () =>
  import('@/features/access/components/route-guard').then((module) => ({ default: module.RouteGuard }));

function guard(rule: GuardRule, children: RouteObject[]): RouteObject {
  return { ...lazyElement(loadRouteGuard, rule), children };
}

// The player answers both addresses: the course (opens the lesson to resume) and a lesson.
const coursePlayer = page(() => import('@/features/courses/routes/course-player-page'));
// One element for both addresses: opening a chat keeps the sidebar mounted.
const aiLab = page(() => import('@/features/ai-lab/routes/ai-lab-page'));
// The lab's other pages (usage, credits, settings) share one module: see lab-pages.tsx.
const labPages = page(() => import('@/features/ai-lab/routes/lab-pages'));

const publicRoutes: RouteObject[] = [
  { index: true, ...page(() => import('@/features/marketing/routes/landing-page')) },
  { path: 'privacy', ...page(() => import('@/features/marketing/routes/privacy-page')) },
  { path: 'privacidade', ...page(() => import('@/features/marketing/routes/privacy-page')) },
  { path: 'termos', ...page(() => import('@/features/marketing/routes/terms-page')) },
  { path: 'certificados/:code', ...page(() => import('@/features/courses/routes/certificate-verify-page')) },
  { path: 'about', ...page(() => import('@/features/marketing/routes/about-page')) },
  { path: 'contact', ...page(() => import('@/features/marketing/routes/contact-page')) },
  { path: 'help', ...page(() => import('@/features/marketing/routes/help-page')) },
  { path: 'login', ...page(() => import('@/features/auth/routes/login-page')) },
  { path: 'cadastro', ...page(() => import('@/features/auth/routes/sign-up-page')) },
  { path: 'esqueci-senha', ...page(() => import('@/features/auth/routes/forgot-password-page')) },
  { path: 'redefinir-senha', ...page(() => import('@/features/auth/routes/reset-password-page')) },
  { path: 'logout', ...page(() => import('@/features/auth/routes/logout-page')) },
  { path: '*', ...page(() => import('@/features/marketing/routes/not-found-page')) },
];

const signedInRoutes: RouteObject[] = [
  { path: 'dashboard', ...page(() => import('@/features/dashboard/routes/dashboard-page')) },
  { path: 'settings', ...page(() => import('@/features/settings/routes/settings-page')) },
  { path: 'profile', ...page(() => import('@/features/profile/routes/profile-page')) },
  guard({ permission: 'courses' }, [
    { path: 'courses', ...page(() => import('@/features/courses/routes/courses-page')) },
    { path: 'courses/:courseId', ...coursePlayer },
    { path: 'courses/:courseId/lessons/:lessonId', ...coursePlayer },
    { path: 'anotacoes', ...page(() => import('@/features/courses/routes/notes-page')) },
  ]),
  guard({ permission: 'forum' }, [
    { path: 'forum', ...page(() => import('@/features/forum/routes/forum-page')) },
    { path: 'forum/ranking', ...page(() => import('@/features/forum/routes/ranking-page')) },
    { path: 'forum/membros/:memberId', ...page(() => import('@/features/forum/routes/member-page')) },
    { path: 'forum/:topicId', ...page(() => import('@/features/forum/routes/topic-page')) },
  ]),
  guard({ permission: 'aiLab' }, [
    { path: 'ai-lab', ...aiLab },
    { path: 'ai-lab/c/:conversationId', ...aiLab },
    { path: 'ai-lab/usage', ...labPages },
  ]),
  // Staff's credits and settings whatever their own AI lab switch: the server's /api/admin/ai routes
  // ask for the role only.
  guard({ admin: true }, [{ path: 'ai-lab/:page', ...labPages }]),
  guard({ permission: 'adSpy', feature: 'adSpy' }, [
    { path: 'adspy', ...page(() => import('@/features/adspy/routes/adspy-page')) },
  ]),
  guard({ admin: true }, [
    { path: 'admin/usuarios', ...page(() => import('./routes/admin-users-page')) },
    { path: 'admin/translations', ...page(() => import('@/features/translations/routes/translations-page')) },
    { path: 'admin/vendas', ...page(() => import('@/features/admin-sales/routes/admin-sales-page')) },
  ]),
];

export const routes: RouteObject[] = [
  {
    // Bundled with the entry: public pages, landing and sign-in first, show it at once.
    path: '/',
    element: <PublicLayout />,
    children: publicRoutes,
  },
  {
    ...lazyElement(() => import('@/features/access/components/require-auth').then((m) => ({ default: m.RequireAuth }))),
    children: [
      {
        ...lazyElement(() => import('@/app/signed-in-layout')),
        children: signedInRoutes,
      },
    ],
  },
];

/** Whether `pathname` is a page of the signed-in area (under RequireAuth). */
export function isSignedInPath(pathname: string): boolean {
  return matchRoutes(routes, pathname)?.[0]?.route === routes[1];
}

/**
 * A signed-in page's first data, asked for while its modules load. The prefetch (route-data.ts)
 * is in the signed-in shell's chunk, which such a page loads anyway: public pages carry none of it.
 */
export function prefetchSignedInPage(queryClient: QueryClient, url: URL): void {
  void import('./route-data').then(({ prefetchSignedInData }) => prefetchSignedInData(queryClient, url));
}

/**
 * The app's pages (React Router in declarative mode, see docs/decisions/0008): every level of the
 * matched route starts loading at once; the first load shows the spinner, later navigations keep
 * the current page until the next one is ready (BrowserRouter navigates in a transition).
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  preloadRoutes(routes, pathname); // idempotent: loaded modules are not fetched again
  const element = useRoutes(routes);
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageSpinner />}>
        {element}
        <ContentCommitted />
      </Suspense>
    </RouteErrorBoundary>
  );
}
