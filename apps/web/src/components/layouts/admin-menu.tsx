import { isStaff } from '@blivion/shared/core';
import type { MeResponse } from '@blivion/shared/me';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { cn } from '@/lib/utils';

/** The area's screens, in the menu's order; `matches` says whether an address is that screen. */
export const ADMIN_SCREENS = [
  { key: 'users', to: '/admin/usuarios', matches: (path: string) => path === '/admin/usuarios' },
  { key: 'translations', to: '/admin/translations', matches: (path: string) => path === '/admin/translations' },
  { key: 'credits', to: '/ai-lab/credits', matches: (path: string) => path === '/ai-lab/credits' },
  { key: 'ai', to: '/ai-lab/settings', matches: (path: string) => path === '/ai-lab/settings' },
  {
    key: 'courses',
    to: '/courses?aba=administrar',
    matches: (path: string, search: URLSearchParams) => path === '/courses' && search.get('aba') === 'administrar',
  },
  { key: 'sales', to: '/admin/vendas', matches: (path: string) => path === '/admin/vendas' },
] as const;

/**
 * 'Administração': one area with its own menu (users and their access, features, banners and audit
 * in the users screen's tabs; translations, AI credits, AI settings, courses, sales), shown above
 * each of its screens to staff; nothing elsewhere. Scrolls sideways on a phone instead of wrapping.
 */
export function AdminMenu({ me }: { me: MeResponse }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const current = ADMIN_SCREENS.find((screen) => screen.matches(pathname, params));
  if (!current || !isStaff(me.user.role)) return null;
  return (
    <nav
      aria-label={t('shell.adminMenu.label')}
      className="-mx-4 mb-6 overflow-x-auto border-b px-4 sm:-mx-6 sm:px-6 lg:-mx-8 lg:px-8"
    >
      <p className="pt-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {t('shell.sidebar.admin')}
      </p>
      <ul className="flex gap-1">
        {ADMIN_SCREENS.map((screen) => (
          <li key={screen.key} className="shrink-0">
            <Link
              to={screen.to}
              aria-current={screen === current ? 'page' : undefined}
              className={cn(
                'flex min-h-11 items-center border-b-2 border-transparent px-3 text-sm font-medium whitespace-nowrap text-muted-foreground hover:text-foreground',
                screen === current && 'border-primary text-foreground',
              )}
            >
              {t(`shell.adminMenu.${screen.key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
