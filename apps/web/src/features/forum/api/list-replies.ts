import type { ForumReply, ForumReplyPage } from '@blivion/shared';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { FORUM_STALE_MS, forumKeys, topicPath } from './query-keys';

type ReplyPages = InfiniteData<ForumReplyPage, string | undefined>;

/**
 * GET /api/forum/topics/:id/replies, oldest first, by keyset cursor. The first page comes with the
 * topic page, so it seeds the cache instead of being asked for twice.
 */
export function repliesQueryOptions(topicId: string, firstPage?: ForumReplyPage, firstPageAt?: number) {
  return infiniteQueryOptions({
    queryKey: forumKeys.replies(topicId),
    queryFn: ({ pageParam, signal }) =>
      apiFetch<ForumReplyPage>(
        `${topicPath(topicId)}/replies${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    ...(firstPage
      ? { initialData: { pages: [firstPage], pageParams: [undefined] }, initialDataUpdatedAt: firstPageAt }
      : {}),
    staleTime: FORUM_STALE_MS,
  });
}

export function useReplies(topicId: string, firstPage: ForumReplyPage, firstPageAt: number) {
  return useInfiniteQuery(repliesQueryOptions(topicId, firstPage, firstPageAt));
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
  queryClient.setQueryData<ReplyPages>(forumKeys.replies(topicId), (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page, index) => ({ ...page, items: change(page.items, index, data.pages.length) })),
        }
      : data,
  );
}
