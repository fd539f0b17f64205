import type { MeResponse } from '@blivion/shared/me';
import type { ReactNode } from 'react';
import { MobileSidebar } from './mobile-sidebar';
import { ThemeMenu } from './theme-menu';
import { TopBarSearch } from './top-bar-search';

export function TopBar({ me, notifications }: { me: MeResponse; notifications?: ReactNode }) {
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b bg-background/95 px-4 backdrop-blur sm:px-6">
      <MobileSidebar me={me} />
      <TopBarSearch canSearchForum={me.permissions.forum} />
      <div className="ml-auto flex items-center gap-1">
        <ThemeMenu />
        {notifications}
      </div>
    </header>
  );
}
