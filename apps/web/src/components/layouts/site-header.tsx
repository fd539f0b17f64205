import { HEADER_OPAQUE_AFTER_PX } from '@blivion/shared/core';
import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useScrolledPast } from '@/hooks/use-scrolled-past';
import { cn } from '@/lib/utils';
import { BrandLink } from './brand-link';
import { HeaderAccountLinks } from './header-account-links';
import { PublicNavLinks } from './public-nav-links';
import { ThemeMenu } from './theme-menu';

const MOBILE_MENU_ID = 'mobile-menu';

export function SiteHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const scrolled = useScrolledPast(HEADER_OPAQUE_AFTER_PX);
  // The menu stays open only on the page where it was opened, so any navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === pathname;

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpenAt(null);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header
      className={cn(
        'sticky top-0 z-40 w-full border-b transition-colors',
        scrolled || menuOpen
          ? 'border-border bg-background/95 shadow-sm backdrop-blur'
          : 'border-transparent bg-background/0',
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <BrandLink />
        <nav aria-label={t('shell.header.mainNavigation')} className="hidden flex-1 justify-center lg:flex">
          <PublicNavLinks />
        </nav>
        <div className="ml-auto flex items-center gap-1 lg:ml-0">
          <ThemeMenu />
          <div className="hidden items-center gap-1 lg:flex">
            <HeaderAccountLinks />
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={menuOpen ? t('shell.header.closeMenu') : t('shell.header.openMenu')}
            onClick={() => setMenuOpenAt(menuOpen ? null : pathname)}
          >
            {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          </Button>
        </div>
      </div>
      {menuOpen && (
        <nav
          id={MOBILE_MENU_ID}
          aria-label={t('shell.header.mobileNavigation')}
          className="border-t px-4 pb-4 lg:hidden"
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a')) setMenuOpenAt(null);
          }}
        >
          <div className="pt-2">
            <PublicNavLinks stacked />
          </div>
          <div className="mt-3 flex flex-col gap-1 border-t pt-3">
            <HeaderAccountLinks stacked />
          </div>
        </nav>
      )}
    </header>
  );
}
