import { COURSE_RELEASE_DAYS_MAX } from '@blivion/shared/core';
import type { ModuleRelease } from '@blivion/shared/courses';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

const r = 'courses.learning.editor.release';
const KINDS = ['immediate', 'days', 'date'] as const;

/** Today's calendar day in Brasília, 'YYYY-MM-DD' (the day a fixed release starts from). */
export function todayInBrasilia(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
}

/**
 * 'Liberação do módulo': at once, N days after the member's access to courses started, or on a
 * calendar day (Brasília). The number is kept as typed; one that is not a whole number goes to the
 * save as NaN, which the shared schema refuses with its message.
 */
export function ModuleReleaseField({
  id,
  release,
  error,
  onChange,
}: {
  id: string;
  release: ModuleRelease;
  error: string | undefined;
  onChange: (release: ModuleRelease) => void;
}) {
  const { t } = useTranslation();
  const [daysText, setDaysText] = useState(release.kind === 'days' ? String(release.days) : '7');
  const choose = (kind: (typeof KINDS)[number]) => {
    if (kind === release.kind) return;
    if (kind === 'immediate') onChange({ kind });
    else if (kind === 'days') onChange({ kind, days: Number(daysText) });
    else onChange({ kind, date: todayInBrasilia() });
  };

  return (
    <fieldset className="flex flex-col gap-2 px-1">
      <legend className="mb-1 text-sm font-medium">{t(`${r}.legend`)}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {KINDS.map((kind) => (
          <label key={kind} className="flex min-h-9 items-center gap-2 text-sm pointer-coarse:min-h-11">
            <input
              type="radio"
              name={`${id}-release`}
              value={kind}
              checked={release.kind === kind}
              onChange={() => choose(kind)}
              className="size-4 accent-primary"
            />
            {t(`${r}.${kind}`)}
          </label>
        ))}
      </div>
      {release.kind === 'days' && (
        <div className="flex flex-col gap-1 sm:max-w-48">
          <Label htmlFor={`${id}-days`}>{t(`${r}.daysLabel`)}</Label>
          <Input
            {...fieldControlProps(`${id}-days`, error)}
            type="number"
            inputMode="numeric"
            min={1}
            max={COURSE_RELEASE_DAYS_MAX}
            value={daysText}
            onChange={(event) => {
              setDaysText(event.target.value);
              onChange({
                kind: 'days',
                days: event.target.value.trim() === '' ? Number.NaN : Number(event.target.value),
              });
            }}
          />
          <FieldError id={`${id}-days`} error={error} />
        </div>
      )}
      {release.kind === 'date' && (
        <div className="flex flex-col gap-1 sm:max-w-48">
          <Label htmlFor={`${id}-date`}>{t(`${r}.dateLabel`)}</Label>
          <Input
            {...fieldControlProps(`${id}-date`, error)}
            type="date"
            value={release.date}
            onChange={(event) => onChange({ kind: 'date', date: event.target.value })}
          />
          <FieldError id={`${id}-date`} error={error} />
        </div>
      )}
      {release.kind === 'immediate' && error && <FieldError id={`${id}-release`} error={error} />}
    </fieldset>
  );
}
