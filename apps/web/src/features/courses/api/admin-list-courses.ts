import type { AdminCourse, AdminCoursePage } from '@blivion/shared/courses';
import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { adminCoursesKeys } from './admin-query-keys';

/** GET /api/admin/courses: every course, active or not, in the catalogue's order (keyset pages). */
export const adminCoursesQueryOptions = infiniteQueryOptions({
  queryKey: adminCoursesKeys.list,
  queryFn: ({ pageParam, signal }) =>
    apiFetch<AdminCoursePage>(`/api/admin/courses${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`, {
      signal,
    }),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last) => last.nextCursor ?? undefined,
});

/** Applies a change to the loaded rows (an edited row replaced, a deleted one dropped) without a refetch. */
export function updateCachedAdminCourses(queryClient: QueryClient, change: (items: AdminCourse[]) => AdminCourse[]) {
  queryClient.setQueryData<InfiniteData<AdminCoursePage, string | undefined>>(adminCoursesKeys.list, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: change(page.items) })) } : data,
  );
}

/** Replaces the loaded row of `course` with it. */
export function replaceCachedAdminCourse(queryClient: QueryClient, course: AdminCourse) {
  updateCachedAdminCourses(queryClient, (items) => items.map((item) => (item.id === course.id ? course : item)));
}
