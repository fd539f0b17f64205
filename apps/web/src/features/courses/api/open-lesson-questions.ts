import type { LessonQuestionsTopic } from '@blivion/shared/courses';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { lessonPath } from './query-keys';

/** POST /api/lessons/:lessonId/questions-topic: the lesson's forum topic, created on first use. */
export function useOpenLessonQuestions() {
  return useMutation({
    mutationFn: (lessonId: string) =>
      apiFetch<LessonQuestionsTopic>(`${lessonPath(lessonId)}/questions-topic`, { method: 'POST' }),
  });
}
