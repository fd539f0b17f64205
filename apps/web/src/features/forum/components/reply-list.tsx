import type { ForumReplyPage } from '@blivion/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { flattenReplies, useReplies } from '../api/list-replies';
import { useReplyAnchor } from '../lib/use-reply-anchor';
import { ReplyItem } from './reply-item';

/** The topic's replies, oldest first, with 'Carregar mais respostas' for the next page. */
export function ReplyList({
  topicId,
  firstPage,
  firstPageAt,
  viewerId,
}: {
  topicId: string;
  firstPage: ForumReplyPage;
  firstPageAt: number;
  viewerId: string;
}) {
  const { t } = useTranslation();
  const p = 'features.forum.post';
  const replies = useReplies(topicId, firstPage, firstPageAt);
  const items = useMemo(() => flattenReplies(replies.data), [replies.data]);
  const loadedIds = useMemo(() => items.map((reply) => reply.id), [items]);
  const highlighted = useReplyAnchor({
    loadedIds,
    hasNextPage: replies.hasNextPage,
    isFetchingNextPage: replies.isFetchingNextPage,
    fetchNextPage: replies.fetchNextPage,
  });

  if (items.length === 0) {
    return (
      <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
        {t(`${p}.noReplies`)}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <ol className="flex flex-col gap-3">
        {items.map((reply) => (
          <li key={reply.id}>
            <ReplyItem reply={reply} viewerId={viewerId} highlighted={highlighted === reply.id} />
          </li>
        ))}
      </ol>
      {replies.hasNextPage && (
        <LoadMoreButton
          loading={replies.isFetchingNextPage}
          loadingLabel={t('features.forum.loadingMore')}
          onClick={() => void replies.fetchNextPage()}
        >
          {t(`${p}.loadMoreReplies`)}
        </LoadMoreButton>
      )}
    </div>
  );
}
