import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MemberAvatar } from '@/components/layouts/member-avatar';
import { InlineError, InlineLoading } from '@/components/feedback/inline-status';
import { RelativeTime } from '@/components/ui/relative-time';
import { useForumActivity } from '../api/get-forum-activity';
import { EmptyState } from './dashboard-card';

/** The forum card's content: the latest topics and replies, each linking to its post. */
export function ForumActivity() {
  const { t } = useTranslation();
  const d = 'shell.dashboard';
  const activity = useForumActivity();

  if (activity.isPending) return <InlineLoading />;
  if (activity.isError) {
    return <InlineError message={t(`${d}.forumLoadError`)} onRetry={() => void activity.refetch()} />;
  }
  const items = activity.data.items;
  return (
    <div className="flex flex-col gap-3">
      {items.length === 0 ? (
        <EmptyState>{t(`${d}.forumEmpty`)}</EmptyState>
      ) : (
        <ul className="-mx-2 flex flex-col">
          {items.map((item) => {
            const author =
              item.author?.name ?? t(item.byAcademy ? 'features.forum.academyAuthor' : 'features.forum.removedMember');
            return (
              <li key={`${item.kind}-${item.replyId ?? item.topicId}`}>
                <Link
                  to={item.link}
                  className="flex gap-3 rounded-md p-2 outline-none hover:bg-accent focus-visible:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <MemberAvatar
                    name={item.author?.name}
                    imageUrl={item.author?.avatarUrl}
                    className="size-8"
                    aria-hidden
                  />
                  <span className="flex min-w-0 flex-col">
                    <span className="truncate text-sm font-medium">{item.topicTitle}</span>
                    <span className="truncate text-xs text-muted-foreground">
                      {t(item.kind === 'topic' ? `${d}.forumNewTopic` : `${d}.forumNewReply`, { author })} ·{' '}
                      <RelativeTime iso={item.createdAt} />
                    </span>
                    {item.excerpt && <span className="line-clamp-1 text-xs text-muted-foreground">{item.excerpt}</span>}
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <Link
        to="/forum"
        className="inline-flex items-center gap-1 self-start text-sm font-medium text-link hover:underline pointer-coarse:min-h-11"
      >
        {t(`${d}.forumOpen`)}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </div>
  );
}
