import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { updateCachedPlayer } from '../api/get-course-player';
import { saveLessonPosition } from '../api/save-lesson-position';
import { createPositionReporter, type PositionReporter } from './position-reporter';

/**
 * Saves where the member is in the lesson: throttled while it plays, at a pause or the end, and on
 * leaving (another lesson, another page, the tab hidden or closed) with keepalive so the request
 * outlives the page. The cached course follows, so coming back resumes there and the course opens
 * at this lesson.
 */
export function usePositionSaver(courseId: string, lessonId: string): PositionReporter {
  const queryClient = useQueryClient();
  const reporter = useMemo(
    () =>
      createPositionReporter((report, { keepalive }) => {
        updateCachedPlayer(queryClient, courseId, (player) => ({
          ...player,
          resumeLessonId: lessonId,
          modules: player.modules.map((module) => ({
            ...module,
            lessons: module.lessons.map((lesson) =>
              lesson.id === lessonId ? { ...lesson, positionSeconds: report.positionSeconds } : lesson,
            ),
          })),
        }));
        return saveLessonPosition(lessonId, report, { keepalive });
      }),
    [queryClient, courseId, lessonId],
  );

  useEffect(() => {
    const leave = () => reporter.flush({ keepalive: true });
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') leave();
    };
    window.addEventListener('pagehide', leave);
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      window.removeEventListener('pagehide', leave);
      document.removeEventListener('visibilitychange', onVisibilityChange);
      leave();
    };
  }, [reporter]);

  return reporter;
}
