import type { MeResponse } from '@blivion/shared/me';
import { LogOut, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/utils';
import { BrandLink } from './brand-link';
import { MemberAvatar } from './member-avatar';
import { sidebarItemsFor } from './sidebar-items';
import { SidebarLink, type LinkTooltip } from './sidebar-link';

export function SidebarContent({
  me,
  collapsed,
  linkTooltip,
}: {
  me: MeResponse;
  collapsed: boolean;
  linkTooltip?: LinkTooltip;
}) {
  const { t } = useTranslation();
  const name = me.user.name || t('common.guest');
  return (
    <div className="flex h-full flex-col gap-4 p-3">
      <div className={cn('flex h-10 items-center', collapsed ? 'justify-center' : 'px-2')}>
        <BrandLink to="/dashboard" showName={!collapsed} />
      </div>
      <div
        className={cn(
          'flex items-center gap-3 rounded-lg bg-muted/60 p-2',
          collapsed && 'justify-center bg-transparent',
        )}
      >
        <Link to="/profile" className="flex shrink-0 items-center justify-center rounded-full pointer-coarse:size-11">
          <MemberAvatar name={me.user.name} imageUrl={me.user.avatarUrl} aria-hidden />
          <span className="sr-only">{t('shell.sidebar.profileLink', { name })}</span>
        </Link>
        {!collapsed && (
          <div className="min-w-0 text-sm">
            <p className="truncate font-medium">{name}</p>
            <p className="truncate text-muted-foreground">{me.user.email || t('common.notLoggedIn')}</p>
          </div>
        )}
      </div>
      <nav aria-label={t('shell.sidebar.navigation')} className="flex flex-1 flex-col justify-between gap-4">
        <ul className="flex flex-col gap-1">
          {sidebarItemsFor(me).map((item) => (
            <li key={item.to}>
              <SidebarLink
                to={item.to}
                label={t(item.labelKey)}
                icon={item.icon}
                collapsed={collapsed}
                tooltip={linkTooltip}
                badge={
                  item.devBadge ? (
                    <Badge variant="secondary" className="ml-auto" title={t('shell.sidebar.devBadgeHint')}>
                      {t('shell.sidebar.devBadge')}
                    </Badge>
                  ) : undefined
                }
              />
            </li>
          ))}
        </ul>
        <ul className="flex flex-col gap-1 border-t pt-3">
          <li>
            <SidebarLink
              to="/settings"
              label={t('shell.sidebar.settings')}
              icon={Settings}
              collapsed={collapsed}
              tooltip={linkTooltip}
            />
          </li>
          <li>
            <SidebarLink
              to="/logout"
              label={t('shell.sidebar.signOut')}
              icon={LogOut}
              collapsed={collapsed}
              tooltip={linkTooltip}
            />
          </li>
        </ul>
      </nav>
    </div>
  );
}
