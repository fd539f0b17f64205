import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineError } from '@/components/feedback/inline-status';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { RelativeTime } from '@/components/ui/relative-time';
import { useMemberActivity } from '../api/members';

const p = 'features.community.profile';

/** A member's recent topics and replies, newest first, with 'Ver mais'. */
export function MemberActivityList({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const activity = useMemberActivity(memberId, true);
  if (activity.isPending)
    return (
      <p role="status" className="text-sm text-muted-foreground">
        {t('common.loading')}
      </p>
    );
  if (activity.isError) return <InlineError message={t(`${p}.loadError`)} onRetry={() => void activity.refetch()} />;
  const items = activity.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{t(`${p}.activityEmpty`)}</p>;
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col divide-y">
        {items.map((item) => (
          <li key={`${item.kind}-${item.replyId ?? item.topicId}`} className="flex flex-col gap-1 py-3">
            <Link
              to={item.link}
              className="inline-flex items-center font-medium hover:text-link pointer-coarse:min-h-11"
            >
              {item.kind === 'topic'
                ? t(`${p}.activityTopic`, { topic: item.topicTitle })
                : t(`${p}.activityReply`, { topic: item.topicTitle })}
            </Link>
            {item.excerpt && <p className="line-clamp-2 text-sm text-muted-foreground">{item.excerpt}</p>}
            <RelativeTime iso={item.createdAt} className="text-xs text-muted-foreground" />
          </li>
        ))}
      </ul>
      {activity.hasNextPage && (
        <LoadMoreButton
          loading={activity.isFetchingNextPage}
          loadingLabel={t('common.loading')}
          onClick={() => void activity.fetchNextPage()}
          className="self-center max-sm:h-11"
        >
          {t(`${p}.loadMore`)}
        </LoadMoreButton>
      )}
    </div>
  );
}
