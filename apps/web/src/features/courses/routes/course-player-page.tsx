import type { CoursePlayer, PlayerLesson } from '@blivion/shared/courses';
import { courses } from '@blivion/shared/i18n/pt-BR';
import { ArrowLeft, ChevronRight, SearchX } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { QueryError } from '@/components/feedback/query-error';
import { buttonVariants } from '@/components/ui/button';
import { RenderedMarkdown } from '@/components/ui/rendered-markdown';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { addCatalogueSections } from '@/lib/translations';
import { useCoursePlayer } from '../api/get-course-player';
import { useSetLessonCompletion } from '../api/set-lesson-completion';
import { CourseOutline } from '../components/course-outline';
import { CourseCongratulations, LessonMaterials, LockedLesson } from '../components/lesson-extras';
import { LessonQuestionsButton } from '../components/lesson-questions-button';
import { LessonTitleBar } from '../components/lesson-title-bar';
import { LessonNotes } from '../components/lesson-notes';
import { LessonVideo, type VideoControl } from '../components/lesson-video';
import { usePositionSaver } from '../lib/use-position-saver';

addCatalogueSections({ courses });

const p = 'courses.player';

function lessonAddress(courseId: string, lessonId: string): string {
  return `/courses/${courseId}/lessons/${lessonId}`;
}

/** 'Voltar' to the catalogue: where the side panel is below the lesson (a narrow page). */
function BackLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link to="/courses" className={buttonVariants({ variant: 'ghost', size: 'sm', className })}>
      <ArrowLeft aria-hidden="true" />
      {t(`${p}.back`)}
    </Link>
  );
}

function Missing({ title, message, action }: { title: string; message?: string; action?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center gap-3 py-16 text-center">
      <SearchX className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-2xl font-bold">{title}</h1>
      {message && <p className="text-muted-foreground">{message}</p>}
      {action ?? <BackLink />}
    </div>
  );
}

function Breadcrumb({ player, lesson }: { player: CoursePlayer; lesson: PlayerLesson }) {
  const { t } = useTranslation();
  // On touch each crumb is a 44 px target (the list's items are flex: the links are blocks).
  const link =
    'rounded-sm pointer-coarse:min-w-11 pointer-coarse:py-3 hover:text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-ring';
  const separator = <ChevronRight className="size-3.5 shrink-0" aria-hidden="true" />;
  return (
    <nav aria-label={t(`${p}.breadcrumbLabel`)}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted-foreground">
        <li className="flex items-center gap-1.5">
          <Link to="/dashboard" className={link}>
            {t(`${p}.breadcrumbHome`)}
          </Link>
          {separator}
        </li>
        <li className="flex min-w-0 items-center gap-1.5">
          <Link to={`/courses/${player.course.id}`} className={`${link} truncate`}>
            {player.course.title}
          </Link>
          {separator}
        </li>
        <li aria-current="page" className="min-w-0 truncate font-medium text-foreground">
          {lesson.title}
        </li>
      </ol>
    </nav>
  );
}

/** The lesson being watched: video (resuming at the saved position), title bar, description. */
function LessonView({ player, lesson }: { player: CoursePlayer; lesson: PlayerLesson }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const courseId = player.course.id;
  const saver = usePositionSaver(courseId, lesson.id);
  const completion = useSetLessonCompletion(courseId);
  const video = useRef<VideoControl | null>(null);
  // '?t=754' from a note's moment on 'Minhas anotações': the video opens there.
  const [params] = useSearchParams();
  const at = Number(params.get('t'));
  const startAt = Number.isInteger(at) && at > 0 ? at : lesson.positionSeconds;
  useDocumentTitle(`${lesson.title} · ${player.course.title}`);
  const availableAt = player.modules.find((module) =>
    module.lessons.some((item) => item.id === lesson.id),
  )?.availableAt;
  const lessons = player.modules.flatMap((module) => module.lessons);
  const next = lessons.slice(lessons.findIndex((item) => item.id === lesson.id) + 1).find((item) => !item.locked);

  const onError = (error: unknown) => toast.error(t(`${p}.progressError`), { description: apiErrorMessage(t, error) });
  const complete = () => {
    saver.flush();
    completion.mutate(
      { lessonId: lesson.id, completed: true },
      {
        onSuccess: (answer) => {
          toast.success(t(`${p}.lessonCompletedTitle`), { description: t(`${p}.lessonCompletedMessage`) });
          if (answer.nextLessonId) void navigate(lessonAddress(courseId, answer.nextLessonId));
          else if (answer.course.completedCount === answer.course.lessonCount) {
            toast.success(t(`${p}.courseFinishedTitle`), { description: t(`${p}.courseFinishedMessage`) });
          }
        },
        onError,
      },
    );
  };
  const reopen = () =>
    completion.mutate(
      { lessonId: lesson.id, completed: false },
      { onSuccess: () => toast.success(t(`${p}.lessonReopenedTitle`)), onError },
    );

  return (
    <div className="flex min-w-0 flex-col gap-5">
      {lesson.locked ? (
        <LockedLesson availableAt={availableAt ?? new Date().toISOString()} />
      ) : (
        // Keys unique among this list's children: the notes below are keyed by the lesson too, and
        // two children with one key kept the last lesson's video on the page beside the new one.
        <LessonVideo
          key={`video-${lesson.id}`}
          video={lesson.video}
          title={lesson.title}
          startAt={startAt}
          durationSeconds={lesson.durationSeconds}
          events={{ onReading: saver.update, onStop: () => saver.flush() }}
          controlRef={video}
        />
      )}
      <CourseCongratulations courseId={courseId} complete={player.totalProgress === 100} />
      <LessonTitleBar
        lesson={lesson}
        busy={completion.isPending}
        onComplete={complete}
        onReopen={reopen}
        nextLessonAddress={next ? lessonAddress(courseId, next.id) : null}
      >
        {/* The lesson's discussion, 'Dúvidas da aula': its forum topic (decision 0032). */}
        <LessonQuestionsButton lessonId={lesson.id} />
      </LessonTitleBar>
      <section aria-labelledby="lesson-description" className="rounded-xl border bg-card p-5">
        <h2 id="lesson-description" className="mb-3 text-lg font-semibold">
          {t(`${p}.description`)}
        </h2>
        {lesson.descriptionHtml ? (
          <RenderedMarkdown html={lesson.descriptionHtml} />
        ) : (
          <p className="text-muted-foreground">{t(`${p}.noDescription`)}</p>
        )}
      </section>
      <LessonMaterials lesson={lesson} />
      {!lesson.locked && <LessonNotes key={`notes-${lesson.id}`} lessonId={lesson.id} video={video} />}
    </div>
  );
}

/**
 * /courses/:courseId and /courses/:courseId/lessons/:lessonId: the player. Without a lesson in the
 * address it opens the one to resume (the last watched, else the first not completed), so each
 * lesson has its own address and the back button works.
 */
export default function CoursePlayerPage() {
  const { t } = useTranslation();
  const { courseId = '', lessonId } = useParams();
  const player = useCoursePlayer(courseId);

  if (player.isPending) return <PageSpinner />;
  if (player.isError) {
    const notFound = isApiError(player.error) && (player.error.status === 404 || player.error.status === 400);
    if (notFound) return <Missing title={t(`${p}.notFound`)} message={t(`${p}.notFoundMessage`)} />;
    if (isApiError(player.error) && player.error.code === 'COURSE_LEVEL_REQUIRED') {
      const ranking = (
        <Link to="/forum/ranking" className={buttonVariants({ variant: 'outline', className: 'max-sm:h-11' })}>
          {t(`${p}.seeRanking`)}
        </Link>
      );
      return <Missing title={t(`${p}.levelRequiredTitle`)} message={player.error.message} action={ranking} />;
    }
    return <QueryError error={player.error} title={t(`${p}.loadError`)} onRetry={() => void player.refetch()} />;
  }

  const data = player.data;
  const lessons = data.modules.flatMap((module) => module.lessons);
  if (!lessonId) {
    const resume = data.resumeLessonId ?? lessons[0]?.id;
    if (resume) return <Navigate to={lessonAddress(data.course.id, resume)} replace />;
    return <Missing title={data.course.title} message={t(`${p}.noLessons`)} />;
  }
  const lesson = lessons.find((candidate) => candidate.id === lessonId);
  if (!lesson) {
    return (
      <Missing
        title={t(`${p}.lessonNotFound`)}
        action={
          <Link to={`/courses/${data.course.id}`} className={buttonVariants({ variant: 'outline' })}>
            {t(`${p}.openCourse`)}
          </Link>
        }
      />
    );
  }

  // The side panel goes beside the lesson when the page's own width leaves the lesson room (a container
  // query: the app's sidebar takes 4.5 to 16rem of the window), else below it.
  return (
    <div className="@container mx-auto flex max-w-7xl flex-col gap-4">
      <BackLink className="self-start @3xl:hidden" />
      <Breadcrumb player={data} lesson={lesson} />
      {!data.course.isActive && (
        <p role="status" className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">
          {t(`${p}.inactivePreview`)}
        </p>
      )}
      <div className="grid grid-cols-1 items-start gap-6 @3xl:grid-cols-[minmax(0,1fr)_20rem] @5xl:grid-cols-[minmax(0,1fr)_22rem]">
        <LessonView player={data} lesson={lesson} />
        <aside className="min-w-0 @3xl:sticky @3xl:top-20">
          <CourseOutline player={data} currentLessonId={lesson.id} />
        </aside>
      </div>
    </div>
  );
}
