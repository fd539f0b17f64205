import type { ForumReplyPage } from '@blivion/shared/forum';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { flattenReplies, useReplies, useRepliesAround } from '../api/list-replies';
import { useReplyTarget, useScrollToReply } from '../lib/use-reply-anchor';
import { ReplyItem } from './reply-item';

/**
 * The topic's replies, oldest first, with 'Carregar mais respostas' for the next page. A link to a
 * reply beyond the first page opens the list at that reply (one request), with 'Carregar respostas
 * anteriores' above it; if that reply is gone, the list starts from the beginning.
 */
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
  const target = useReplyTarget();
  const beyondFirstPage = target !== null && !firstPage.items.some((reply) => reply.id === target);
  const anchored = useRepliesAround(topicId, beyondFirstPage ? target : null);
  const fromStart = useReplies(topicId, firstPage, firstPageAt);
  const replies = beyondFirstPage && !anchored.isError ? anchored : fromStart;
  const items = useMemo(() => flattenReplies(replies.data), [replies.data]);
  const loadedIds = useMemo(() => items.map((reply) => reply.id), [items]);
  useScrollToReply(target, loadedIds, !replies.isPending);

  if (replies.isPending) return <PageSpinner />;
  if (items.length === 0) {
    return (
      <p className="rounded-xl border border-dashed p-6 text-center text-sm text-muted-foreground">
        {t(`${p}.noReplies`)}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      {replies.hasPreviousPage && (
        <LoadMoreButton
          loading={replies.isFetchingPreviousPage}
          loadingLabel={t('features.forum.loadingMore')}
          onClick={() => void replies.fetchPreviousPage()}
        >
          {t(`${p}.loadEarlierReplies`)}
        </LoadMoreButton>
      )}
      <ol className="flex flex-col gap-3">
        {items.map((reply) => (
          <li key={reply.id}>
            <ReplyItem reply={reply} viewerId={viewerId} highlighted={target === reply.id} />
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
