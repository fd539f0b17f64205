import type { AdminUser, AdminUsersPage } from '@blivion/shared/admin';
import { infiniteQueryOptions, keepPreviousData, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';

export const ADMIN_USERS_KEY = ['admin-users'] as const;

export function adminUsersQueryOptions(search: string) {
  return infiniteQueryOptions({
    queryKey: [...ADMIN_USERS_KEY, search],
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams();
      if (search) params.set('search', search);
      if (pageParam) params.set('cursor', pageParam);
      const query = params.toString();
      return apiFetch<AdminUsersPage>(`/api/admin/users${query ? `?${query}` : ''}`, { signal });
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
}

/** Applies a change to every cached page of every search (edit: replace the row; delete: drop it). */
export function updateCachedUsers(
  queryClient: QueryClient,
  change: (items: AdminUser[]) => AdminUser[],
  totalDelta = 0,
): void {
  queryClient.setQueriesData<InfiniteData<AdminUsersPage, string | undefined>>({ queryKey: ADMIN_USERS_KEY }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({ ...page, items: change(page.items), total: page.total + totalDelta })),
        }
      : data,
  );
}
