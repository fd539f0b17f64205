import type { MeResponse } from '@blivion/shared/me';
import { Menu, X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SidebarContent } from './sidebar-content';

/** The sidebar as a drawer on small screens; it closes when the member navigates. */
export function MobileSidebar({ me }: { me: MeResponse }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;

  return (
    <Dialog.Root open={open} onOpenChange={(next) => setOpenAt(next ? pathname : null)}>
      <Dialog.Trigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label={t('shell.sidebar.openMenu')}>
          <Menu aria-hidden="true" />
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <Dialog.Content
          className="fixed inset-y-0 left-0 z-50 w-72 max-w-[85vw] border-r bg-card shadow-lg outline-none"
          onClick={(event) => {
            if ((event.target as HTMLElement).closest('a')) setOpenAt(null);
          }}
        >
          <Dialog.Title className="sr-only">{t('shell.sidebar.navigation')}</Dialog.Title>
          <Dialog.Description className="sr-only">{t('shell.header.mobileNavigation')}</Dialog.Description>
          <Dialog.Close asChild>
            <Button
              variant="ghost"
              size="icon"
              className="absolute top-3 right-3"
              aria-label={t('shell.sidebar.closeMenu')}
            >
              <X aria-hidden="true" />
            </Button>
          </Dialog.Close>
          <SidebarContent me={me} collapsed={false} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
