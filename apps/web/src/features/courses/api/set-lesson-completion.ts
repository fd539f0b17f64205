import type { CoursePlayer, LessonCompletionResponse } from '@blivion/shared/courses';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { updateCachedPlayer } from './get-course-player';
import { coursesKeys, lessonPath } from './query-keys';

/** The player with a completion the server answered: the lesson, its module's and the course's counts. */
export function withCompletion(player: CoursePlayer, answer: LessonCompletionResponse): CoursePlayer {
  return {
    ...player,
    modules: player.modules.map((module) =>
      module.id !== answer.module.id
        ? module
        : {
            ...module,
            completedCount: answer.module.completedCount,
            lessonCount: answer.module.lessonCount,
            lessons: module.lessons.map((lesson) =>
              lesson.id === answer.lessonId ? { ...lesson, completed: answer.completed } : lesson,
            ),
          },
    ),
    completedCount: answer.course.completedCount,
    lessonCount: answer.course.lessonCount,
    totalProgress: answer.course.progressPercent,
  };
}

/**
 * PUT (completed, 'Concluir e avançar') or DELETE (not completed) /api/lessons/:lessonId/completion.
 * The answer's progress goes into the cached player at once; the catalogue's cards and the
 * dashboard's 'Continuar assistindo' are refreshed behind it.
 */
export function useSetLessonCompletion(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lessonId, completed }: { lessonId: string; completed: boolean }) =>
      apiFetch<LessonCompletionResponse>(`${lessonPath(lessonId)}/completion`, {
        method: completed ? 'PUT' : 'DELETE',
      }),
    onSuccess: (answer) => {
      updateCachedPlayer(queryClient, courseId, (player) => withCompletion(player, answer));
      void queryClient.invalidateQueries({
        queryKey: coursesKeys.all,
        predicate: (query) => query.queryKey[1] !== 'player',
      });
    },
  });
}
