import { ArrowRight, BookOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineError, InlineLoading } from '@/components/feedback/inline-status';
import { Progress } from '@/components/ui/progress';
import { useCoursesInProgress } from '../api/get-courses-in-progress';
import { EmptyState } from './dashboard-card';

/** 'Seus cursos': the courses the member has started, with their percentage and 'Continuar' to the lesson to resume. */
export function CoursesInProgress() {
  const { t } = useTranslation();
  const d = 'shell.dashboard';
  const c = 'features.dashboardCourses';
  const courses = useCoursesInProgress();

  if (courses.isPending) return <InlineLoading />;
  if (courses.isError) {
    return <InlineError message={t(`${c}.loadError`)} onRetry={() => void courses.refetch()} />;
  }
  const items = courses.data.items;
  return (
    <div className="flex flex-col gap-3">
      {items.length === 0 ? (
        <EmptyState>{t(`${d}.coursesEmpty`)}</EmptyState>
      ) : (
        <ul className="flex flex-col gap-4">
          {items.map((item) => {
            const address = item.resumeLessonId
              ? `/courses/${item.course.id}/lessons/${item.resumeLessonId}`
              : `/courses/${item.course.id}`;
            return (
              <li key={item.course.id} className="flex gap-3">
                <span className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-md bg-muted text-muted-foreground">
                  {item.course.thumbnailUrl ? (
                    <img src={item.course.thumbnailUrl} alt="" loading="lazy" className="size-full object-cover" />
                  ) : (
                    <BookOpen className="size-5" aria-hidden="true" />
                  )}
                </span>
                <div className="flex min-w-0 flex-1 flex-col gap-1.5">
                  <div className="flex items-baseline justify-between gap-2">
                    <span className="truncate text-sm font-medium">{item.course.title}</span>
                    <span className="shrink-0 text-xs font-medium tabular-nums">
                      {t(`${c}.percent`, { percent: item.progressPercent })}
                    </span>
                  </div>
                  <Progress
                    percent={item.progressPercent}
                    label={t(`${c}.progressLabel`, { title: item.course.title })}
                  />
                  <div className="flex items-center justify-between gap-2">
                    <span className="text-xs text-muted-foreground">
                      {t('features.dashboardCourses.lessons', {
                        completed: item.completedCount,
                        count: item.lessonCount,
                      })}
                    </span>
                    <Link
                      to={address}
                      aria-label={t(`${c}.continueLabel`, { title: item.course.title })}
                      className="inline-flex items-center gap-1 text-sm font-medium text-link hover:underline"
                    >
                      {t(`${c}.continue`)}
                      <ArrowRight className="size-4" aria-hidden="true" />
                    </Link>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      <Link
        to="/courses"
        className="inline-flex items-center gap-1 self-start text-sm font-medium text-link hover:underline pointer-coarse:min-h-11"
      >
        {t(`${c}.open`)}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </div>
  );
}
