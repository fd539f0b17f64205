import type { CoursesInProgress } from '@blivion/shared/courses';
import { ArrowRight, BookOpen, Play } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineError } from '@/components/feedback/inline-status';
import { Progress } from '@/components/ui/progress';
import { formatDuration } from '@/lib/duration';
import { useCoursesInProgress } from '../api/get-courses-in-progress';
import { EmptyState } from './dashboard-card';
import { Skeleton } from '@/components/ui/skeleton';

type InProgressItem = CoursesInProgress['items'][number];
type StartHere = NonNullable<CoursesInProgress['startHere']>;

const c = 'features.dashboardCourses';

/** The large card's frame: the cover beside the text from the md width, stacked on a phone. */
const BIG_CARD =
  'group grid overflow-hidden rounded-xl border bg-card shadow-sm outline-none md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]';
const BIG_CARD_LINK = `${BIG_CARD} hover:border-primary/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring`;
const BIG_CARD_TEXT = 'flex min-w-0 flex-col justify-center gap-2 p-4 sm:p-6';

function lessonAddress(item: InProgressItem): string {
  return item.resumeLessonId
    ? `/courses/${item.course.id}/lessons/${item.resumeLessonId}`
    : `/courses/${item.course.id}`;
}

/** A cover shown whole (never cropped): the image keeps its own ratio inside a 16:9 frame. */
function Cover({ url, className }: { url: string | null; className?: string }) {
  return (
    <span className={`flex items-center justify-center overflow-hidden bg-muted text-muted-foreground ${className}`}>
      {url ? (
        <img src={url} alt="" className="size-full object-contain" />
      ) : (
        <BookOpen className="size-1/4" aria-hidden="true" />
      )}
    </span>
  );
}

/** The large card's cover with the play button over it. */
function PlayCover({ url }: { url: string | null }) {
  return (
    <span className="relative block">
      <Cover url={url} className="aspect-video w-full" />
      <span className="absolute inset-0 flex items-center justify-center">
        <span className="flex size-16 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform group-hover:scale-110">
          <Play className="size-7 translate-x-0.5" aria-hidden="true" />
        </span>
      </span>
    </span>
  );
}

/**
 * The big card: the course's cover, the lesson's title and where the player resumes it; the whole
 * card is one link that opens the player at that lesson, which starts at the saved position. The
 * server only ever names a lesson open to the member (release schedule, decision 0089).
 */
function ResumeCard({ item }: { item: InProgressItem }) {
  const { t } = useTranslation();
  const lesson = item.resumeLesson;
  const position = lesson?.positionSeconds ?? 0;
  return (
    <Link
      to={lessonAddress(item)}
      aria-label={t(`${c}.playLabel`, { lesson: lesson?.title ?? item.course.title, course: item.course.title })}
      className={BIG_CARD_LINK}
    >
      <PlayCover url={item.course.thumbnailUrl} />
      <span className={BIG_CARD_TEXT}>
        <span className="text-sm text-muted-foreground">{item.course.title}</span>
        <span className="text-xl leading-tight font-bold break-words sm:text-2xl">
          {lesson?.title ?? item.course.title}
        </span>
        <span className="text-sm font-medium tabular-nums">
          {position > 0 ? t(`${c}.resumeAt`, { time: formatDuration(position) }) : t(`${c}.startLesson`)}
        </span>
        <Progress percent={item.progressPercent} label={t(`${c}.progressLabel`, { title: item.course.title })} />
        <span className="text-xs text-muted-foreground">
          {t(`${c}.lessons`, { completed: item.completedCount, count: item.lessonCount })}
        </span>
      </span>
    </Link>
  );
}

/** The other courses in progress, one line each, 'Continuar' to the lesson to resume. */
function MoreInProgress({ items }: { items: readonly InProgressItem[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="more-in-progress" className="flex flex-col gap-3">
      <h3 id="more-in-progress" className="text-sm font-semibold text-muted-foreground">
        {t(`${c}.moreInProgress`)}
      </h3>
      <ul className="grid gap-3 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item.course.id}>
            <Link
              to={lessonAddress(item)}
              aria-label={t(`${c}.continueLabel`, { title: item.course.title })}
              className="flex min-h-11 items-center gap-3 rounded-lg border bg-card p-2 hover:border-primary/60 focus-visible:outline-2 focus-visible:outline-ring"
            >
              <Cover url={item.course.thumbnailUrl} className="aspect-video w-20 shrink-0 rounded-md" />
              <span className="flex min-w-0 flex-1 flex-col gap-1">
                <span className="truncate text-sm font-medium">{item.course.title}</span>
                <Progress
                  percent={item.progressPercent}
                  label={t(`${c}.progressLabel`, { title: item.course.title })}
                />
              </span>
              <span className="shrink-0 text-xs font-medium tabular-nums">
                {t(`${c}.percent`, { percent: item.progressPercent })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * With nothing in progress, where to begin (decision 0139): the first course the member can open
 * and its first open lesson, in the resume card's shape, so the page keeps its layout.
 */
function StartCard({ start }: { start: StartHere }) {
  const { t } = useTranslation();
  return (
    // Named by what it shows ('Comece por aqui', the lesson, the course), read in that order.
    <Link to={`/courses/${start.course.id}/lessons/${start.lessonId}`} className={BIG_CARD_LINK}>
      <PlayCover url={start.course.thumbnailUrl} />
      <span className={BIG_CARD_TEXT}>
        <span className="text-sm font-semibold">{t(`${c}.startHere`)}</span>
        <span className="text-xl leading-tight font-bold break-words sm:text-2xl">{start.lessonTitle}</span>
        <span className="text-sm font-medium">{start.course.title}</span>
        <span className="h-2" aria-hidden="true" />
        <span className="text-xs text-muted-foreground">{t(`${c}.courseLessons`, { count: start.lessonCount })}</span>
      </span>
    </Link>
  );
}

/** The resume card's placeholder, line for line, so the cards below do not move when it arrives. */
function BigCardSkeleton() {
  return (
    <div aria-hidden="true" className={BIG_CARD}>
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className={BIG_CARD_TEXT}>
        <Skeleton className="h-5 w-1/2" />
        <Skeleton className="h-[1.5625rem] w-4/5 sm:h-[1.875rem]" />
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-2 w-full" />
        <Skeleton className="h-4 w-1/4" />
      </div>
    </div>
  );
}

function InProgress({ data }: { data: CoursesInProgress }) {
  const { t } = useTranslation();
  const [first, ...rest] = data.items;
  if (!first) {
    return data.startHere ? (
      <StartCard start={data.startHere} />
    ) : (
      <EmptyState>{t('shell.dashboard.coursesEmpty')}</EmptyState>
    );
  }
  return (
    <>
      <ResumeCard item={first} />
      {rest.length > 0 && <MoreInProgress items={rest} />}
    </>
  );
}

/**
 * 'Continuar assistindo': the lesson to resume first and large, then the other courses in
 * progress; with none, where to start. The link to the catalogue is there from the first paint.
 */
export function ContinueWatching() {
  const { t } = useTranslation();
  const courses = useCoursesInProgress();
  return (
    <div className="flex flex-col gap-4">
      {courses.isPending ? (
        <BigCardSkeleton />
      ) : courses.isError ? (
        <InlineError message={t(`${c}.loadError`)} onRetry={() => void courses.refetch()} />
      ) : (
        <InProgress data={courses.data} />
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
