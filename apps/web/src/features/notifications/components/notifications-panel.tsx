import { CheckCheck } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { apiErrorOr } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { useMarkAllRead } from '../api/mark-all-read';
import { useUnreadCount } from '../api/unread-count';
import { NotificationList } from './notification-list';

/** The bell's popover, loaded by NotificationsBell on first use and mounted open. */
export function NotificationsPanel({ trigger }: { trigger: ReactElement }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const unread = useUnreadCount().data?.unreadCount ?? 0;
  const markAll = useMarkAllRead();
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          collisionPadding={16}
          aria-labelledby="notifications-title"
          className="z-50 flex max-h-[min(32rem,calc(100vh-6rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-xl border bg-popover text-popover-foreground shadow-lg outline-none"
        >
          <div className="flex items-center justify-between gap-2 border-b px-4 py-2.5">
            <h2 id="notifications-title" className="text-sm font-semibold">
              {t('shell.topBar.notificationsTitle')}
            </h2>
            {unread > 0 && (
              <Button
                variant="ghost"
                size="sm"
                className="h-8 px-2 text-xs"
                disabled={markAll.isPending}
                onClick={() =>
                  markAll.mutate(undefined, {
                    onError: (error) =>
                      toast.error(t('common.error'), { description: apiErrorOr(t, error, 'errors.INTERNAL_ERROR') }),
                  })
                }
              >
                <CheckCheck aria-hidden="true" />
                {t('shell.topBar.markAllRead')}
              </Button>
            )}
          </div>
          <NotificationList onNavigate={() => setOpen(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
