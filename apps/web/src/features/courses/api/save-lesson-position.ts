import type { LessonPositionInput, LessonPositionResponse } from '@blivion/shared/courses';
import { apiFetch } from '@/lib/api-client';
import { lessonPath } from './query-keys';

/**
 * PUT /api/lessons/:lessonId/position: where the member is in the lesson and how many seconds
 * they watched since the last report. `keepalive` for the report sent while leaving the page.
 */
export function saveLessonPosition(
  lessonId: string,
  body: LessonPositionInput,
  options: { keepalive?: boolean } = {},
): Promise<LessonPositionResponse> {
  return apiFetch<LessonPositionResponse>(`${lessonPath(lessonId)}/position`, {
    method: 'PUT',
    body,
    keepalive: options.keepalive,
  });
}
