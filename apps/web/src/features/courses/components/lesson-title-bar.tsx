import type { PlayerLesson } from '@blivion/shared/courses';
import { CheckCircle2, SkipForward, Undo2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

/**
 * The lesson's title with 'Concluir e avançar' (not completed yet) or, once completed, the
 * 'Concluída' badge and 'Marcar como não concluída'. `children` sit beside the buttons: the slot
 * for the lesson's other actions ('Dúvidas da aula').
 */
export function LessonTitleBar({
  lesson,
  busy,
  onComplete,
  onReopen,
  children,
}: {
  lesson: PlayerLesson;
  busy: boolean;
  onComplete: () => void;
  onReopen: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const p = 'courses.player';
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-xl leading-tight font-bold tracking-tight break-words sm:text-2xl">{lesson.title}</h1>
        {lesson.completed && (
          <Badge variant="secondary" className="self-start">
            <CheckCircle2 className="size-3.5" aria-hidden="true" />
            {t(`${p}.completed`)}
          </Badge>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {children}
        {lesson.completed ? (
          <Button variant="outline" onClick={onReopen} disabled={busy}>
            <Undo2 aria-hidden="true" />
            {t(`${p}.markIncomplete`)}
          </Button>
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
