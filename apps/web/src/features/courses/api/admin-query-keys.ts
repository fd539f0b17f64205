/**
 * The administration's queries, under the feature's prefix ['courses']: a change made here refreshes
 * the catalogue, the player and the dashboard's courses too (invalidate COURSES_PREFIX).
 */
export const COURSES_PREFIX = ['courses'] as const;

export const adminCoursesKeys = {
  list: ['courses', 'admin', 'list'] as const,
  content: (courseId: string) => ['courses', 'admin', 'content', courseId] as const,
};

export function adminCoursePath(courseId: string, rest = ''): string {
  return `/api/admin/courses/${encodeURIComponent(courseId)}${rest}`;
}
