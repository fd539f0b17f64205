import type { Permission } from '@blivion/shared';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { RouteErrorBoundary } from '@/components/feedback/route-error-boundary';

type RouteModule = { default: ComponentType };

function page(load: () => Promise<RouteModule>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

interface GuardRule {
  permission?: Permission;
  admin?: boolean;
  feature?: 'adSpy';
}

function guard(rule: GuardRule, children: RouteObject[]): RouteObject {
  return {
    lazy: async () => {
      const { RouteGuard } = await import('@/features/access/components/route-guard');
      return { element: <RouteGuard {...rule} /> };
    },
    children,
  };
}

const featureUnavailable = page(() => import('./routes/feature-unavailable-page'));

const publicRoutes: RouteObject[] = [
  { index: true, ...page(() => import('@/features/marketing/routes/landing-page')) },
  { path: 'privacy', ...page(() => import('@/features/marketing/routes/privacy-page')) },
  { path: 'privacidade', ...page(() => import('@/features/marketing/routes/privacy-page')) },
  { path: 'termos', ...page(() => import('@/features/marketing/routes/terms-page')) },
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
    { path: 'courses', ...featureUnavailable },
    { path: 'courses/:courseId', ...featureUnavailable },
  ]),
  guard({ permission: 'forum' }, [{ path: 'forum', ...featureUnavailable }]),
  guard({ permission: 'aiLab' }, [{ path: 'ai-lab', ...featureUnavailable }]),
  guard({ permission: 'adSpy', feature: 'adSpy' }, [{ path: 'adspy', ...featureUnavailable }]),
  guard({ admin: true }, [
    { path: 'admin/usuarios', ...page(() => import('./routes/admin-users-page')) },
    { path: 'admin/translations', ...page(() => import('@/features/translations/routes/translations-page')) },
  ]),
];

export const routes: RouteObject[] = [
  {
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteErrorBoundary,
    children: [
      {
        path: '/',
        lazy: async () => ({ Component: (await import('@/components/layouts/public-layout')).PublicLayout }),
        children: publicRoutes,
      },
      {
        lazy: async () => ({ Component: (await import('@/features/access/components/require-auth')).RequireAuth }),
        children: [
          {
            lazy: async () => {
              const [{ AppLayout }, { BannerStrip }] = await Promise.all([
                import('@/components/layouts/app-layout'),
                import('@/features/banners/components/banner-strip'),
              ]);
              return { element: <AppLayout banner={<BannerStrip />} /> };
            },
            children: signedInRoutes,
          },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
