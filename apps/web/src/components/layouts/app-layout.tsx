import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useStoredBoolean } from '@/hooks/use-stored-boolean';
import { useMe } from '@/lib/me';
import { AdminMenu } from './admin-menu';
import { AppSidebar } from './app-sidebar';
import { BannerSlot } from './banner-slot';
import { ScrollRestoration } from './scroll-restoration';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { TopBar } from './top-bar';

export const SIDEBAR_STORAGE_KEY = 'blivion-sidebar-open';

/**
 * The signed-in layout; `banner` (given by the router) fills the strip above the top bar, and
 * `search` (the search feature's box), `credits` (the AI credit balance) and `notifications` (the
 * bell) sit in the top bar.
 */
export function AppLayout({
  banner,
  search,
  credits,
  notifications,
}: {
  banner?: ReactNode;
  search?: ReactNode;
  credits?: ReactNode;
  notifications?: ReactNode;
}) {
  const { data: me } = useMe();
  const [sidebarOpen, setSidebarOpen] = useStoredBoolean(SIDEBAR_STORAGE_KEY, true);
  if (!me) return null;
  return (
    <div className="flex min-h-screen">
      <ScrollRestoration />
      <SkipLink />
      <AppSidebar me={me} open={sidebarOpen} onOpenChange={setSidebarOpen} />
      <div className="flex min-w-0 flex-1 flex-col">
        <BannerSlot>{banner}</BannerSlot>
        <TopBar me={me} search={search} credits={credits} notifications={notifications} />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 px-4 py-6 outline-none sm:px-6 lg:px-8">
          <AdminMenu me={me} />
          <Outlet />
        </main>
      </div>
    </div>
  );
}
