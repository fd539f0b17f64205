import { Bell } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useFirstUse } from '@/hooks/use-first-use';
import { useUnreadCount } from '../api/unread-count';

const loadPanel = () => import('./notifications-panel');
const NotificationsPanel = lazy(() => loadPanel().then((module) => ({ default: module.NotificationsPanel })));

/** Above this, the badge reads '9+'. */
const BADGE_MAX = 9;

/**
 * The top bar's bell with the unread count. The list (a Radix popover, dates, avatars) loads when
 * the bell is pointed at or focused, and mounts open at the first click, as the theme menu does.
 */
export function NotificationsBell() {
  const { t } = useTranslation();
  const unread = useUnreadCount().data?.unreadCount ?? 0;
  const { used, triggerProps } = useFirstUse(loadPanel);
  const button = (
    <Button
      variant="ghost"
      size="icon"
      className="relative"
      aria-label={
        unread > 0 ? t('shell.topBar.notificationsUnread', { count: unread }) : t('shell.topBar.notifications')
      }
      aria-haspopup="dialog"
      {...triggerProps}
    >
      <Bell aria-hidden="true" />
      {unread > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-0.5 right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-destructive px-1 text-[0.65rem] leading-none font-bold text-destructive-foreground ring-2 ring-background"
        >
          {unread > BADGE_MAX ? t('shell.topBar.unreadBadgeMax') : unread}
        </span>
      )}
    </Button>
  );
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <NotificationsPanel trigger={button} />
    </Suspense>
  );
}
