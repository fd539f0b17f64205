import type { PlayerLesson } from '@blivion/shared/courses';
import { ArrowRight, CheckCircle2, SkipForward, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';

/**
 * The lesson's title with 'Concluir e avançar' (not completed yet) or, once completed, the
 * 'Concluída' badge, 'Marcar como não concluída' and 'Próxima aula' when an open lesson follows
 * (`nextLessonAddress`). `children` sit beside the buttons: the slot
 * for the lesson's other actions ('Dúvidas da aula'). The buttons sit beside the title while it keeps
 * at least 16rem, else they wrap below it: neither is ever squeezed or pushed out of the column.
 */
export function LessonTitleBar({
  lesson,
  busy,
  onComplete,
  onReopen,
  nextLessonAddress,
  children,
}: {
  lesson: PlayerLesson;
  busy: boolean;
  nextLessonAddress?: string | null;
  onComplete: () => void;
  onReopen: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const p = 'courses.player';
  return (
    <div className="flex flex-wrap items-start justify-between gap-3">
      <div className="flex min-w-0 flex-[1_1_16rem] flex-col gap-1">
        <h1 className="text-xl leading-tight font-bold tracking-tight break-words sm:text-2xl">{lesson.title}</h1>
        {lesson.completed && (
          <Badge variant="secondary" className="self-start">
            <CheckCircle2 className="size-3.5" aria-hidden="true" />
            {t(`${p}.completed`)}
          </Badge>
        )}
      </div>
      <div className="flex max-w-full flex-wrap gap-2">
        {children}
        {lesson.completed ? (
          <>
            <Button variant="outline" onClick={onReopen} disabled={busy}>
              <Undo2 aria-hidden="true" />
              {t(`${p}.markIncomplete`)}
            </Button>
            {nextLessonAddress && (
              <Link to={nextLessonAddress} className={buttonVariants()}>
                {t(`${p}.nextLesson`)}
                <ArrowRight aria-hidden="true" />
              </Link>
            )}
          </>
        ) : (
          <Button onClick={onComplete} disabled={busy}>
            <SkipForward aria-hidden="true" />
            {busy ? t(`${p}.completing`) : t(`${p}.completeAndNext`)}
          </Button>
        )}
      </div>
    </div>
  );
}
