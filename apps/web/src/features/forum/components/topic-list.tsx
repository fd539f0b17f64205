import { MessagesSquare, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/feedback/query-error';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { useTopics, type TopicFilters } from '../api/list-topics';
import { TopicCard } from './topic-card';

/** A placeholder of a topic card's usual height (badges, title, two lines of excerpt, author line). */
function TopicSkeleton() {
  return (
    <div aria-hidden="true" className="flex animate-pulse gap-3 rounded-xl border bg-card p-4 sm:gap-4 sm:p-5">
      <div className="size-10 shrink-0 rounded-full bg-muted" />
      <div className="flex flex-1 flex-col gap-2">
        <div className="h-5 w-28 rounded-full bg-muted" />
        <div className="h-6 w-3/4 rounded bg-muted" />
        <div className="flex h-10 flex-col justify-around">
          <div className="h-3.5 w-full rounded bg-muted" />
          <div className="h-3.5 w-5/6 rounded bg-muted" />
        </div>
        <div className="h-4 w-1/2 rounded bg-muted" />
      </div>
    </div>
  );
}

/** The topics of the chosen category, sort or search, with 'Ver Mais Postagens' for the next page. */
export function TopicList({ filters }: { filters: TopicFilters }) {
  const { t } = useTranslation();
  const topics = useTopics(filters);
  const items = topics.data?.pages.flatMap((page) => page.items) ?? [];

  if (topics.isPending) {
    return (
      <div role="status" className="flex flex-col gap-3">
        <span className="sr-only">{t('common.loading')}</span>
        {[0, 1, 2, 3, 4].map((index) => (
          <TopicSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (topics.isError && items.length === 0) {
    return (
      <QueryError
        error={topics.error}
        title={t('features.forum.toasts.loadError')}
        onRetry={() => void topics.refetch()}
      />
    );
  }
  if (items.length === 0) {
    const Icon = filters.q ? SearchX : MessagesSquare;
    return (
      <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-10 text-center">
        <Icon className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-semibold">{t('features.forum.empty')}</p>
        <p className="text-sm text-muted-foreground">
          {filters.q ? t('features.forum.searchEmptyHint') : t('features.forum.emptyHint')}
        </p>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ul
        className="flex flex-col gap-3"
        aria-label={t('features.forum.topicsLabel')}
        aria-busy={topics.isPlaceholderData}
      >
        {items.map((topic) => (
          <li key={topic.id}>
            <TopicCard topic={topic} />
          </li>
        ))}
      </ul>
      {topics.hasNextPage ? (
        <LoadMoreButton
          loading={topics.isFetchingNextPage}
          loadingLabel={t('features.forum.loadingMore')}
          onClick={() => void topics.fetchNextPage()}
        >
          {t('features.forum.loadMore')}
        </LoadMoreButton>
      ) : (
        (topics.data?.pages.length ?? 0) > 1 && (
          <p className="text-center text-sm text-muted-foreground">{t('features.forum.noMore')}</p>
        )
      )}
    </div>
  );
}
