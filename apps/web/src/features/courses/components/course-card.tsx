import type { CourseCard as CourseCardData } from '@blivion/shared/courses';
import { Award, BookOpen, Clock } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { cn } from '@/lib/utils';

const frame =
  'group flex h-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-colors';

/**
 * A catalogue card: the cover image shown whole (contained in its frame, never cropped; or a book in
 * its place), the category, the title, the lesson count and the member's own progress. The whole card
 * is one link to /courses/:id, named by its text. A course without lessons yet is 'Em breve'
 * (decision 0110): no link, no counts, nothing that reads '0 aulas · 0% concluído'.
 * `imageStyle` sizes the cover's frame: the row's ratio and height cap, or the grid's. With the
 * member's certificate of the course, 'Certificado' downloads it, a link of its own below the card.
 */
export function CourseCard({
  course,
  imageStyle,
  className,
  style,
  certificateUrl,
}: {
  course: CourseCardData;
  imageStyle: CSSProperties;
  className?: string;
  style?: CSSProperties;
  /** The PDF of the member's valid certificate of this course, when there is one. */
  certificateUrl?: string;
}) {
  const { t } = useTranslation();
  if (!certificateUrl) return <CardLink course={course} imageStyle={imageStyle} className={className} style={style} />;
  return (
    <div className="flex h-full flex-col gap-2" style={style}>
      <CardLink course={course} imageStyle={imageStyle} className={cn('h-auto flex-1', className)} />
      <a
        href={certificateUrl}
        download
        aria-label={t('courses.learning.card.certificateLabel', { course: course.title })}
        className={buttonVariants({ variant: 'outline', size: 'sm', className: 'pointer-coarse:min-h-11' })}
      >
        <Award aria-hidden="true" />
        {t('courses.learning.card.certificate')}
      </a>
    </div>
  );
}

function CardLink({
  course,
  imageStyle,
  className,
  style,
}: {
  course: CourseCardData;
  imageStyle: CSSProperties;
  className?: string;
  style?: CSSProperties;
}) {
  const { t } = useTranslation();
  const comingSoon = course.lessonCount === 0;
  const cover = (
    <div className="relative w-full overflow-hidden bg-muted" style={imageStyle}>
      {course.thumbnailUrl ? (
        <img
          src={course.thumbnailUrl}
          alt=""
          loading="lazy"
          decoding="async"
          className="size-full object-contain transition-transform group-hover:scale-105"
        />
      ) : (
        <div className="flex size-full items-center justify-center text-muted-foreground">
          <BookOpen className="size-10" aria-hidden="true" />
        </div>
      )}
      <Badge variant="secondary" className="absolute top-2 left-2 shadow-sm">
        {t(`courses.categories.${course.category}`)}
      </Badge>
    </div>
  );
  let body: ReactNode;
  if (comingSoon) {
    body = (
      <p className="mt-auto inline-flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
        <Clock className="size-4" aria-hidden="true" />
        {t('courses.card.comingSoon')}
      </p>
    );
  } else {
    body = (
      <>
        <p className="text-xs text-muted-foreground">{t('courses.card.lessons', { count: course.lessonCount })}</p>
        <div className="mt-auto flex flex-col gap-1">
          <Progress percent={course.progressPercent} label={t('courses.card.progressLabel')} />
          <p className="text-xs text-muted-foreground tabular-nums">
            {t('courses.card.progress', { percent: course.progressPercent })}
          </p>
        </div>
      </>
    );
  }
  const content = (
    <>
      {cover}
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h3 className="line-clamp-2 leading-snug font-semibold">{course.title}</h3>
        {body}
      </div>
    </>
  );
  if (comingSoon) {
    return (
      <article className={cn(frame, 'opacity-90', className)} style={style}>
        {content}
      </article>
    );
  }
  return (
    <Link
      to={`/courses/${course.id}`}
      className={cn(
        frame,
        'outline-none hover:border-primary/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        className,
      )}
      style={style}
    >
      {content}
    </Link>
  );
}
