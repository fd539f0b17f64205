import type { AppNotification } from '@blivion/shared/notifications';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MemberCardTrigger } from '@/components/community/member-card';
import { MemberAvatar } from '@/components/layouts/member-avatar';
import { RelativeTime } from '@/components/ui/relative-time';
import { cn } from '@/lib/utils';
import { useMarkRead } from '../api/mark-read';

/**
 * One notification: opening it marks it read and goes to the post (the reply's anchor for a reply);
 * the actor's photo opens their card.
 */
export function NotificationItem({
  notification,
  onNavigate,
}: {
  notification: AppNotification;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const markRead = useMarkRead();
  const unread = !notification.read;
  const read = () => unread && !markRead.isPending && markRead.mutate(notification.id);
  const avatar = (
    <MemberAvatar
      name={notification.actor?.name}
      imageUrl={notification.actor?.avatarUrl}
      className="size-9"
      aria-hidden
    />
  );
  return (
    <li className={cn('relative flex items-start', unread && 'bg-primary/10')}>
      {notification.actor ? (
        <MemberCardTrigger
          memberId={notification.actor.id}
          name={notification.actor.name}
          decorative
          className="mt-1.5 ml-2 shrink-0 justify-center rounded-full px-2 sm:mt-3 sm:ml-4 sm:px-0"
        >
          {avatar}
        </MemberCardTrigger>
      ) : (
        <span className="mt-3 ml-4 shrink-0">{avatar}</span>
      )}
      <Link
        to={notification.link}
        onClick={() => {
          read();
          onNavigate();
        }}
        className="flex min-w-0 flex-1 items-start gap-3 py-3 pr-2 pl-3 outline-none hover:bg-accent focus-visible:bg-accent focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
      >
        <span className="flex min-w-0 flex-col gap-0.5">
          <span className={cn('text-sm leading-snug', unread ? 'font-medium' : 'text-muted-foreground')}>
            {notification.text}
          </span>
          <span className="flex items-center gap-1.5 text-xs text-muted-foreground">
            {unread && (
              <span className="size-2 rounded-full bg-primary" title={t('shell.topBar.unread')}>
                <span className="sr-only">{t('shell.topBar.unread')}</span>
              </span>
            )}
            <RelativeTime iso={notification.createdAt} />
          </span>
        </span>
      </Link>
      {unread && (
        <button
          type="button"
          onClick={read}
          aria-label={t('shell.topBar.markRead')}
          title={t('shell.topBar.markRead')}
          className="m-2 flex size-8 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground"
        >
          <Check className="size-4" aria-hidden="true" />
        </button>
      )}
    </li>
  );
}
