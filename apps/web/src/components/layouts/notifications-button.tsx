import { Bell, BellOff } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Notifications arrive with the features that produce them; until then the list is honestly empty. */
export function NotificationsButton() {
  const { t } = useTranslation();
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button variant="ghost" size="icon" aria-label={t('shell.topBar.notifications')}>
          <Bell aria-hidden="true" />
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-label={t('shell.topBar.notificationsTitle')}
          className="z-50 w-80 rounded-lg border bg-popover p-4 text-popover-foreground shadow-lg outline-none"
        >
          <h2 className="mb-3 text-sm font-semibold">{t('shell.topBar.notificationsTitle')}</h2>
          <div className="flex flex-col items-center gap-2 py-4 text-center text-sm text-muted-foreground">
            <BellOff className="size-6" aria-hidden="true" />
            <p>{t('shell.topBar.noNotifications')}</p>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
