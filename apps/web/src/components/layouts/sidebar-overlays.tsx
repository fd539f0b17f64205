import { X } from 'lucide-react';
import { Dialog, Tooltip } from 'radix-ui';
import { useState, type ReactElement, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

export { TooltipProvider as SidebarTooltipProvider } from '@/components/ui/tooltip-provider';

/**
 * The sidebar as a drawer on small screens, loaded by MobileSidebar on first use and mounted open;
 * it closes when the member navigates. `children` is the sidebar's content.
 */
export function MobileSidebarSheet({ trigger, children }: { trigger: ReactElement; children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(pathname);
  const open = openAt === pathname;

  return (
    <Dialog.Root open={open} onOpenChange={(next) => setOpenAt(next ? pathname : null)}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
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
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A collapsed sidebar link's label beside it, on hover and keyboard focus (inside SidebarTooltipProvider). */
export function SidebarLinkTooltip({ label, children }: { label: string; children: ReactElement }) {
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="right"
          sideOffset={8}
          className="z-50 rounded-md bg-popover px-2 py-1 text-xs text-popover-foreground shadow-md"
        >
          {label}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
