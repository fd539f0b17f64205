/** Every courses query lives under ['courses', ...], so one prefix refreshes the whole feature. */
export const coursesKeys = {
  all: ['courses'] as const,
  catalogue: ['courses', 'catalogue'] as const,
  player: (courseId: string) => ['courses', 'player', courseId] as const,
};

export const COURSES_STALE_MS = 30_000;

export function lessonPath(lessonId: string): string {
  return `/api/lessons/${encodeURIComponent(lessonId)}`;
}
