import type { ForumCategoryList } from '@blivion/shared/forum';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { forumKeys } from './query-keys';

/** Also preloaded by the forum's document (app/signed-in-documents.ts). */
export const FORUM_CATEGORIES_PATH = '/api/forum/categories';

/** GET /api/forum/categories: the chips, the topic form's select and the move target list. */
export const categoriesQueryOptions = queryOptions({
  queryKey: forumKeys.categories,
  queryFn: ({ signal }) => apiFetch<ForumCategoryList>(FORUM_CATEGORIES_PATH, { signal }),
  staleTime: 60_000,
});

export function useCategories() {
  return useQuery(categoriesQueryOptions);
}
