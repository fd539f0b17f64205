import type { Permission } from '@blivion/shared/core';
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { canUsePermission, meQueryOptions } from '@/lib/me';

interface RouteData {
  path: string;
  /** The page's guard: without it the server would refuse the request. */
  permission?: Permission;
  /** Starts the page's first requests, with the same query options the page uses. */
  prefetch: (queryClient: QueryClient, search: URLSearchParams) => Promise<unknown>;
}

/** The lab's sidebar: the folders and the chats the address asks for. */
async function prefetchAiLab(queryClient: QueryClient, search: URLSearchParams): Promise<unknown> {
  const [conversations, folders, filters] = await Promise.all([
    import('@/features/ai-lab/api/list-conversations'),
    import('@/features/ai-lab/api/list-folders'),
    import('@/features/ai-lab/lib/use-lab-filters'),
  ]);
  return Promise.all([
    queryClient.prefetchQuery(folders.foldersQueryOptions),
    queryClient.prefetchInfiniteQuery(conversations.conversationsQueryOptions(filters.labFiltersOf(search))),
  ]);
}

const ROUTE_DATA: RouteData[] = [
  {
    path: '/dashboard',
    prefetch: (queryClient) =>
      import('@/features/dashboard/api/get-forum-activity').then((module) =>
        queryClient.prefetchQuery(module.forumActivityQueryOptions),
      ),
  },
  {
    path: '/forum',
    permission: 'forum',
    prefetch: async (queryClient, search) => {
      const [topics, categories] = await Promise.all([
        import('@/features/forum/api/list-topics'),
        import('@/features/forum/api/list-categories'),
      ]);
      const requests: Promise<unknown>[] = [queryClient.prefetchQuery(categories.categoriesQueryOptions)];
      // Only the plain list: the filters in the address are the forum page's to read.
      if (search.size === 0) {
        requests.push(queryClient.prefetchInfiniteQuery(topics.topicsQueryOptions(topics.PLAIN_TOPIC_LIST)));
      }
      return Promise.all(requests);
    },
  },
  {
    path: '/courses',
    permission: 'courses',
    // The catalogue without a search: a search in the address is the page's to read.
    prefetch: (queryClient, search) =>
      search.size === 0
        ? import('@/features/courses/api/list-courses').then((module) =>
            queryClient.prefetchInfiniteQuery(module.catalogueQueryOptions('')),
          )
        : Promise.resolve(),
  },
  { path: '/ai-lab', permission: 'aiLab', prefetch: prefetchAiLab },
  { path: '/ai-lab/c/:conversationId', permission: 'aiLab', prefetch: prefetchAiLab },
];

/**
 * At start-up, on a signed-in page: once the member is known (GET /api/me/session, preloaded by
 * index.html), asks for the banner strip and the page's first data while the route's modules are
 * still loading, instead of after the guard, the layout and the page have rendered in turn.
 */
export async function prefetchSignedInData(queryClient: QueryClient, url: URL): Promise<void> {
  const me = await queryClient.fetchQuery(meQueryOptions).catch(() => null);
  if (!me) return; // a visitor is sent to sign in; a failure shows on the page
  const banners = import('@/features/banners/api/get-banners').then((module) =>
    queryClient.prefetchQuery(module.bannersQueryOptions),
  );
  const route = ROUTE_DATA.find((candidate) => matchPath(candidate.path, url.pathname));
  const allowed = route && (!route.permission || canUsePermission(me, route.permission));
  await Promise.all([banners, allowed ? route.prefetch(queryClient, url.searchParams) : undefined]);
}
