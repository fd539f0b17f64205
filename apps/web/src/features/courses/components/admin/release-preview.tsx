import { CalendarDays, Lock, LockOpen } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useReleasePreview } from '../../api/admin-release-preview';
import { shortDay } from '../../lib/short-day';
import { todayInBrasilia } from './module-release-field';

const v = 'courses.learning.editor.preview';

/**
 * 'Ver como aluno em um dia': a day picked here, and each saved module open or locked (with the day
 * it opens) as the server's own rule answers for a member whose access started today.
 */
export function ReleasePreview({ courseId }: { courseId: string }) {
  const { t } = useTranslation();
  const [day, setDay] = useState(() => todayInBrasilia());
  const preview = useReleasePreview(courseId, day);

  return (
    <section aria-labelledby="release-preview-title" className="flex flex-col gap-3 rounded-lg border p-3">
      <h3 id="release-preview-title" className="flex items-center gap-2 font-semibold">
        <CalendarDays aria-hidden="true" className="size-4" />
        {t(`${v}.title`)}
      </h3>
      <p className="text-sm text-muted-foreground">{t(`${v}.intro`)}</p>
      <div className="flex flex-col gap-1 sm:max-w-48">
        <Label htmlFor="release-preview-day">{t(`${v}.dateLabel`)}</Label>
        <Input id="release-preview-day" type="date" value={day} onChange={(event) => setDay(event.target.value)} />
      </div>
      <div aria-live="polite">
        {preview.isFetching && !preview.data ? (
          <p className="text-sm text-muted-foreground">{t(`${v}.loading`)}</p>
        ) : preview.isError ? (
          <p className="text-sm text-destructive-text">{t(`${v}.error`)}</p>
        ) : preview.data ? (
          <ul aria-label={t(`${v}.title`)} className="flex flex-col gap-1 text-sm">
            {preview.data.modules.map((module) => (
              <li key={module.id} className="flex items-start gap-2">
                {module.availableAt ? (
                  <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                ) : (
                  <LockOpen aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                )}
                <span className="min-w-0 break-words">
                  <span className="font-medium">{module.title}</span>:{' '}
                  {module.availableAt ? t(`${v}.locked`, { date: shortDay(module.availableAt) }) : t(`${v}.open`)}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
