import type { ForumReply, ForumReplyPage } from '@blivion/shared/forum';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { FORUM_STALE_MS, forumKeys, topicPath } from './query-keys';

type ReplyPages = InfiniteData<ForumReplyPage, string>;

/** A page's position as the query string of GET /api/forum/topics/:id/replies ('' is the first page). */
function fetchReplies(topicId: string, position: string, signal: AbortSignal) {
  return apiFetch<ForumReplyPage>(`${topicPath(topicId)}/replies${position ? `?${position}` : ''}`, { signal });
}

const nextPosition = (last: ForumReplyPage) =>
  last.nextCursor ? `cursor=${encodeURIComponent(last.nextCursor)}` : undefined;

/**
 * GET /api/forum/topics/:id/replies, oldest first, by keyset cursor. The first page comes with the
 * topic page, so it seeds the cache instead of being asked for twice.
 */
export function repliesQueryOptions(topicId: string, firstPage?: ForumReplyPage, firstPageAt?: number) {
  return infiniteQueryOptions({
    queryKey: forumKeys.replies(topicId),
    queryFn: ({ pageParam, signal }) => fetchReplies(topicId, pageParam, signal),
    initialPageParam: '',
    getNextPageParam: nextPosition,
    getPreviousPageParam: () => undefined,
    ...(firstPage ? { initialData: { pages: [firstPage], pageParams: [''] }, initialDataUpdatedAt: firstPageAt } : {}),
    staleTime: FORUM_STALE_MS,
  });
}

/**
 * A link to a reply beyond the first page: one request for the page that starts at it
 * (`?around=`), then pages forward as usual and backward ('Carregar respostas anteriores').
 */
export function repliesAroundQueryOptions(topicId: string, replyId: string | null) {
  return infiniteQueryOptions({
    queryKey: forumKeys.repliesAround(topicId, replyId ?? ''),
    queryFn: ({ pageParam, signal }) => fetchReplies(topicId, pageParam, signal),
    initialPageParam: `around=${encodeURIComponent(replyId ?? '')}`,
    getNextPageParam: nextPosition,
    getPreviousPageParam: (first: ForumReplyPage) =>
      first.previousCursor ? `before=${encodeURIComponent(first.previousCursor)}` : undefined,
    enabled: replyId !== null,
    staleTime: FORUM_STALE_MS,
    retry: false,
  });
}

export function useReplies(topicId: string, firstPage: ForumReplyPage, firstPageAt: number) {
  return useInfiniteQuery(repliesQueryOptions(topicId, firstPage, firstPageAt));
}

/** The replies from a linked reply on (nothing is asked for while `replyId` is null). */
export function useRepliesAround(topicId: string, replyId: string | null) {
  return useInfiniteQuery(repliesAroundQueryOptions(topicId, replyId));
}

/** The loaded replies in order; a reply seen twice (posted here, then paged in) keeps its later place. */
export function flattenReplies(data: InfiniteData<ForumReplyPage, unknown> | undefined): ForumReply[] {
  const byId = new Map<string, ForumReply>();
  for (const reply of data?.pages.flatMap((page) => page.items) ?? []) {
    byId.delete(reply.id);
    byId.set(reply.id, reply);
  }
  return [...byId.values()];
}

/** Applies a change to the cached replies of a topic (a new reply, an edit, a like, a deletion). */
export function updateCachedReplies(
  queryClient: QueryClient,
  topicId: string,
  change: (items: ForumReply[], pageIndex: number, pageCount: number) => ForumReply[],
): void {
  // Every list of the topic's replies: from the start and from linked replies.
  queryClient.setQueriesData<ReplyPages>({ queryKey: forumKeys.replies(topicId) }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page, index) => ({ ...page, items: change(page.items, index, data.pages.length) })),
        }
      : data,
  );
}
