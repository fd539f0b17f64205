import { LESSON_NOTE_MAX } from '@blivion/shared/core';
import { Check, Clock, LoaderCircle, NotebookPen } from 'lucide-react';
import { useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import { useLessonNote } from '../api/lesson-notes';
import { insertAt, noteMoments, noteTimestamp } from '../lib/note-moments';
import { useNoteSaver, type NoteSaveState } from '../lib/use-note-saver';
import type { VideoControl } from './lesson-video';

const n = 'courses.learning.notes';

function SaveState({ state }: { state: NoteSaveState }) {
  const { t } = useTranslation();
  if (state === 'idle') return null;
  if (state === 'error') return <span className="text-destructive-text">{t(`${n}.saveError`)}</span>;
  const Icon = state === 'saving' ? LoaderCircle : Check;
  return (
    <span className="flex items-center gap-1 text-muted-foreground">
      <Icon aria-hidden="true" className={state === 'saving' ? 'size-3.5 animate-spin' : 'size-3.5'} />
      {t(`${n}.${state}`)}
    </span>
  );
}

/** The text area once the saved note is loaded (its first value is the saved one). */
function NoteEditor({
  lessonId,
  initial,
  video,
}: {
  lessonId: string;
  initial: string;
  video: RefObject<VideoControl | null>;
}) {
  const { t } = useTranslation();
  const [body, setBody] = useState(initial);
  const saver = useNoteSaver(lessonId);
  const area = useRef<HTMLTextAreaElement>(null);
  const moments = noteMoments(body);
  const id = `lesson-note-${lessonId}`;

  const edit = (next: string) => {
    setBody(next);
    saver.change(next);
  };
  const insertTime = () => {
    const element = area.current;
    const seconds = Math.floor(video.current?.currentTime() ?? 0);
    const start = element?.selectionStart ?? body.length;
    const end = element?.selectionEnd ?? body.length;
    const next = insertAt(body, start, end, noteTimestamp(seconds));
    edit(next.body);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.caret, next.caret);
    });
  };

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {t(`${n}.label`)}
        </label>
        <p role="status" aria-live="polite" className="text-xs">
          <SaveState state={saver.state} />
        </p>
      </div>
      <Textarea
        ref={area}
        id={id}
        rows={5}
        maxLength={LESSON_NOTE_MAX}
        aria-describedby={`${id}-shortcut`}
        aria-keyshortcuts="Alt+T"
        placeholder={t(`${n}.placeholder`)}
        value={body}
        onChange={(event) => edit(event.target.value)}
        onBlur={() => saver.flush()}
        onKeyDown={(event) => {
          if (event.altKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyT') {
            event.preventDefault();
            insertTime();
          }
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" className="pointer-coarse:min-h-11" onClick={insertTime}>
          <Clock aria-hidden="true" />
          {t(`${n}.insertTime`)}
        </Button>
        <span id={`${id}-shortcut`} className="text-xs text-muted-foreground">
          {t(`${n}.shortcut`)}
        </span>
      </div>
      {moments.length > 0 && (
        <div className="flex flex-col gap-2">
          <h3 className="text-sm font-medium">{t(`${n}.moments`)}</h3>
          <ul className="flex flex-wrap gap-2">
            {moments.map((moment) => (
              <li key={moment.index}>
                <Button
                  variant="secondary"
                  size="sm"
                  className="font-mono tabular-nums pointer-coarse:min-h-11"
                  aria-label={t(`${n}.seek`, { time: moment.text.slice(1, -1) })}
                  onClick={() => video.current?.seek(moment.seconds)}
                >
                  {moment.text}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/**
 * 'Minhas anotações' under the lesson: the member's private note, saved as they type, with the
 * video's current time put in as '[12:34]' (button or Alt+T); each time written is a button that
 * moves the video there. Keyed by the lesson by its parent.
 */
export function LessonNotes({ lessonId, video }: { lessonId: string; video: RefObject<VideoControl | null> }) {
  const { t } = useTranslation();
  const note = useLessonNote(lessonId);
  return (
    <section aria-labelledby="lesson-notes" className="flex flex-col gap-3 rounded-xl border bg-card p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="lesson-notes" className="flex items-center gap-2 text-lg font-semibold">
          <NotebookPen aria-hidden="true" className="size-5" />
          {t(`${n}.title`)}
        </h2>
        <Link
          to="/anotacoes"
          className="text-sm text-link underline-offset-4 hover:underline pointer-coarse:flex pointer-coarse:min-h-11 pointer-coarse:items-center"
        >
          {t(`${n}.allNotes`)}
        </Link>
      </div>
      {note.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t('common.loading')}
        </p>
      ) : note.isError ? (
        <p className="text-sm text-destructive-text">{t(`${n}.page.loadError`)}</p>
      ) : (
        <NoteEditor lessonId={lessonId} initial={note.data.body} video={video} />
      )}
    </section>
  );
}
