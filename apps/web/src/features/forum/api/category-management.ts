import type { ForumCategoryManagement } from '@blivion/shared/forum';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { forumKeys } from './query-keys';

/** GET /api/forum/categories/manage: admin and master open it; canEdit is true for master only. */
export const categoryManagementQueryOptions = queryOptions({
  queryKey: forumKeys.management,
  queryFn: ({ signal }) => apiFetch<ForumCategoryManagement>('/api/forum/categories/manage', { signal }),
});

export function useCategoryManagement() {
  return useQuery(categoryManagementQueryOptions);
}
