import { BellOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { InlineError, InlineLoading } from '@/components/feedback/inline-status';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { useNotifications } from '../api/list-notifications';
import { NotificationItem } from './notification-item';

/** The member's notifications, newest first, with 'Carregar mais'; refreshed each time the bell opens. */
export function NotificationList({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const notifications = useNotifications();
  const items = notifications.data?.pages.flatMap((page) => page.items) ?? [];

  if (notifications.isPending) return <InlineLoading className="justify-center p-6" />;
  if (notifications.isError && items.length === 0) {
    return (
      <InlineError
        message={t('shell.topBar.notificationsLoadError')}
        onRetry={() => void notifications.refetch()}
        className="items-center p-6 text-center"
      />
    );
  }
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 px-4 py-8 text-center text-sm text-muted-foreground">
        <BellOff className="size-6" aria-hidden="true" />
        <p>{t('shell.topBar.noNotifications')}</p>
      </div>
    );
  }
  return (
    <div className="overflow-y-auto">
      <ul aria-label={t('shell.topBar.notificationsListLabel')} className="divide-y">
        {items.map((notification) => (
          <NotificationItem key={notification.id} notification={notification} onNavigate={onNavigate} />
        ))}
      </ul>
      {notifications.hasNextPage && (
        <div className="border-t p-2 text-center">
          <LoadMoreButton
            variant="ghost"
            size="sm"
            className=""
            loading={notifications.isFetchingNextPage}
            loadingLabel={t('common.loading')}
            onClick={() => void notifications.fetchNextPage()}
          >
            {t('shell.topBar.loadMoreNotifications')}
          </LoadMoreButton>
        </div>
      )}
    </div>
  );
}
