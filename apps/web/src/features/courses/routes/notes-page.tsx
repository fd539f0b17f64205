import type { MemberNotes } from '@blivion/shared/courses';
import { courses } from '@blivion/shared/i18n/pt-BR';
import { NotebookPen } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageSpinner } from '@/components/feedback/page-spinner';
import { QueryError } from '@/components/feedback/query-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatDate } from '@/lib/format';
import { addCatalogueSections } from '@/lib/translations';
import { useMemberNotes } from '../api/lesson-notes';
import { noteMoments } from '../lib/note-moments';

addCatalogueSections({ courses });

const n = 'courses.learning.notes';
type Note = MemberNotes['courses'][number]['notes'][number];

/** The note's text with each '[12:34]' a link that opens the lesson at that moment. */
function NoteBody({ courseId, note }: { courseId: string; note: Note }) {
  const { t } = useTranslation();
  const parts: ReactNode[] = [];
  let from = 0;
  for (const moment of noteMoments(note.body)) {
    parts.push(note.body.slice(from, moment.index));
    parts.push(
      <Link
        key={moment.index}
        to={`/courses/${courseId}/lessons/${note.lessonId}?t=${moment.seconds}`}
        aria-label={t(`${n}.seek`, { time: moment.text.slice(1, -1) })}
        className="font-mono text-link underline underline-offset-4"
      >
        {moment.text}
      </Link>,
    );
    from = moment.index + moment.text.length;
  }
  parts.push(note.body.slice(from));
  return <p className="text-sm break-words whitespace-pre-wrap">{parts}</p>;
}

/** /anotacoes: every note of the member, by course, each with its lesson and the moments it names. */
export default function NotesPage() {
  const { t } = useTranslation();
  const notes = useMemberNotes();
  useDocumentTitle(t(`${n}.page.title`));
  if (notes.isPending) return <PageSpinner />;
  if (notes.isError) {
    return <QueryError error={notes.error} title={t(`${n}.page.loadError`)} onRetry={() => void notes.refetch()} />;
  }
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <header className="flex flex-col gap-2">
        <h1 className="flex items-center gap-2 text-2xl font-bold">
          <NotebookPen aria-hidden="true" className="size-6" />
          {t(`${n}.page.title`)}
        </h1>
        <p className="text-muted-foreground">{t(`${n}.page.intro`)}</p>
      </header>
      {notes.data.courses.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">{t(`${n}.page.empty`)}</p>
      ) : (
        notes.data.courses.map((course) => (
          <section
            key={course.courseId}
            aria-labelledby={`notes-course-${course.courseId}`}
            className="flex flex-col gap-3"
          >
            <h2 id={`notes-course-${course.courseId}`} className="text-xl font-semibold break-words">
              {course.courseTitle}
            </h2>
            <ul className="flex flex-col gap-3">
              {course.notes.map((note) => (
                <li key={note.lessonId} className="flex flex-col gap-2 rounded-xl border bg-card p-4">
                  <Link
                    to={`/courses/${course.courseId}/lessons/${note.lessonId}`}
                    className="font-medium break-words text-link underline-offset-4 hover:underline pointer-coarse:flex pointer-coarse:min-h-11 pointer-coarse:items-center"
                  >
                    {t(`${n}.page.lesson`, { module: note.moduleTitle, lesson: note.lessonTitle })}
                  </Link>
                  <NoteBody courseId={course.courseId} note={note} />
                  <p className="text-xs text-muted-foreground">
                    {t(`${n}.page.updatedAt`, { date: formatDate(note.updatedAt, t('common.dateTimeFormat')) })}
                  </p>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
