import type { MeResponse } from '@blivion/shared/me';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MemberAvatar } from './member-avatar';
import { MobileSidebar } from './mobile-sidebar';
import { ThemeMenu } from './theme-menu';

/**
 * Mobile menu, search, theme, the bell and the member's avatar (their profile photo or initials,
 * never a logo); `search` (the search feature's box), `credits` (the AI credit balance) and
 * `notifications` (the bell) come from the router.
 */
export function TopBar({
  me,
  search,
  credits,
  notifications,
}: {
  me: MeResponse;
  search?: ReactNode;
  credits?: ReactNode;
  notifications?: ReactNode;
}) {
  const { t } = useTranslation();
  const name = me.user.name || t('common.guest');
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b bg-background/95 px-4 backdrop-blur sm:px-6">
      <MobileSidebar me={me} />
      {search}
      <div className="ml-auto flex items-center gap-1">
        {credits}
        <ThemeMenu />
        {notifications}
        {/* The name is read, not the initials: the avatar is hidden from assistive technology (as in the sidebar). */}
        <Link to="/profile" className="ml-1 flex size-11 items-center justify-center rounded-full">
          <MemberAvatar name={me.user.name} imageUrl={me.user.avatarUrl} className="size-8 text-xs" aria-hidden />
          <span className="sr-only">{t('shell.topBar.profileLink', { name })}</span>
        </Link>
      </div>
    </header>
  );
}
