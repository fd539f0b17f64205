import type { CoursePlayer } from '@blivion/shared/courses';
import { CheckCircle2, ChevronDown, Circle, Lock, PlayCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';
import { formatDuration } from '@/lib/duration';
import { shortDay } from '../lib/short-day';

/**
 * The player's side panel: the course's total progress and its modules, each expandable
 * ('0/9 concluídos') with its lessons; the current lesson's module starts open. A module not
 * open yet for the member says when it opens ('Disponível em 12/12') and locks its lessons. Native
 * <details>: Enter and Space open and close a module with no script.
 */
export function CourseOutline({ player, currentLessonId }: { player: CoursePlayer; currentLessonId: string }) {
  const { t } = useTranslation();
  const p = 'courses.player';
  const currentModuleId = player.modules.find((module) =>
    module.lessons.some((lesson) => lesson.id === currentLessonId),
  )?.id;
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set(currentModuleId ? [currentModuleId] : []));
  const [openedFor, setOpenedFor] = useState(currentModuleId);
  // Opening another module's lesson opens that module too (the ones the member opened stay open).
  if (openedFor !== currentModuleId) {
    setOpenedFor(currentModuleId);
    if (currentModuleId) setOpened((ids) => new Set([...ids, currentModuleId]));
  }
  const toggle = (id: string, open: boolean) =>
    setOpened((ids) => {
      if (ids.has(id) === open) return ids;
      const next = new Set(ids);
      if (open) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <nav aria-label={t(`${p}.content`)} className="flex flex-col gap-4 rounded-xl border bg-card p-4">
      <div className="flex flex-col gap-2">
        <div className="flex items-baseline justify-between gap-2">
          <h2 className="font-semibold">{t(`${p}.totalProgress`)}</h2>
          <span className="text-sm font-medium tabular-nums">
            {t(`${p}.progressPercent`, { percent: player.totalProgress })}
          </span>
        </div>
        <Progress percent={player.totalProgress} label={t(`${p}.totalProgress`)} />
        <p className="text-xs text-muted-foreground">
          {t('courses.player.totalLessons', { completed: player.completedCount, count: player.lessonCount })}
        </p>
      </div>
      <ul className="flex flex-col gap-2">
        {player.modules.map((module) => (
          <li key={module.id}>
            <details
              open={opened.has(module.id)}
              onToggle={(event) => toggle(module.id, event.currentTarget.open)}
              className="group rounded-lg border"
            >
              <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg p-3 outline-none hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-details-marker]:hidden">
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="truncate text-sm font-semibold">{module.title}</span>
                  <span className="text-xs text-muted-foreground">
                    {t('courses.player.moduleProgress', {
                      completed: module.completedCount,
                      count: module.lessonCount,
                    })}
                  </span>
                  {module.availableAt && (
                    <span className="flex items-center gap-1 text-xs font-medium text-muted-foreground">
                      <Lock className="size-3" aria-hidden="true" />
                      {t('courses.learning.locked.message', { date: shortDay(module.availableAt) })}
                    </span>
                  )}
                </span>
                <ChevronDown
                  className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                  aria-hidden="true"
                />
              </summary>
              <ol className="flex flex-col border-t p-1">
                {module.lessons.map((lesson) => {
                  const current = lesson.id === currentLessonId;
                  const Icon = lesson.locked ? Lock : lesson.completed ? CheckCircle2 : current ? PlayCircle : Circle;
                  const state =
                    lesson.locked && module.availableAt
                      ? t('courses.learning.locked.lesson', { date: shortDay(module.availableAt) })
                      : t(lesson.completed ? `${p}.lessonDone` : `${p}.lessonNotDone`);
                  return (
                    <li key={lesson.id}>
                      <Link
                        to={`/courses/${player.course.id}/lessons/${lesson.id}`}
                        aria-current={current ? 'page' : undefined}
                        className={cn(
                          'flex items-start gap-2 rounded-md p-2 text-sm outline-none hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring',
                          current && 'bg-accent font-medium',
                        )}
                      >
                        <Icon
                          className={cn(
                            'mt-0.5 size-4 shrink-0',
                            lesson.completed ? 'text-primary' : 'text-muted-foreground',
                          )}
                          aria-hidden="true"
                        />
                        <span className="min-w-0 flex-1">
                          {lesson.title}
                          <span className="sr-only"> ({state})</span>
                        </span>
                        {lesson.durationSeconds > 0 && (
                          <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
                            {formatDuration(lesson.durationSeconds)}
                          </span>
                        )}
                      </Link>
                    </li>
                  );
                })}
              </ol>
            </details>
          </li>
        ))}
      </ul>
    </nav>
  );
}
