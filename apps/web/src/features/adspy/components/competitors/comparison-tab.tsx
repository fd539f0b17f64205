import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/feedback/query-error';
import { cn } from '@/lib/utils';
import { COMPARISON_PERIODS, useComparison, type ComparisonPeriod } from '../../api/get-comparison';
import type { Competitor } from '@blivion/shared/adspy';
import { ComparisonChart, SERIES_STYLES } from './comparison-chart';
import { ComparisonTable } from './comparison-table';
import { topCompetitorIds } from '../../lib/sort-competitors';

function PeriodPicker({ value, onChange }: { value: ComparisonPeriod; onChange: (days: ComparisonPeriod) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{t('adSpy.comparison.period')}</legend>
      <div className="flex w-fit gap-1 rounded-md bg-muted p-1">
        {COMPARISON_PERIODS.map((days) => (
          <label
            key={days}
            className={cn(
              'cursor-pointer rounded-sm px-3 py-1 text-sm font-medium text-muted-foreground has-[:checked]:bg-background has-[:checked]:text-foreground has-[:checked]:shadow-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
            )}
          >
            <input
              type="radio"
              name="adspy-period"
              className="sr-only"
              checked={value === days}
              onChange={() => onChange(days)}
            />
            <span aria-hidden="true">{t(`adSpy.comparison.days${days}`)}</span>
            <span className="sr-only">{t('adSpy.comparison.daysLong', { count: days })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** At most as many lines as there are distinct line styles (the server would take 10). */
const MAX_COMPARED = SERIES_STYLES.length;
/** How many competitors the tab opens with, chosen by topCompetitorIds. */
const FIRST_CHOSEN = 3;

/** 'Comparativo': choose two to five competitors and a period; the chart and, as its accessible equivalent, the table. */
export default function ComparisonTab({ competitors }: { competitors: Competitor[] }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string[]>(() => topCompetitorIds(competitors, FIRST_CHOSEN));
  const [days, setDays] = useState<ComparisonPeriod>(30);
  const ids = chosen.filter((id) => competitors.some((competitor) => competitor.id === id));
  const comparison = useComparison(ids, days);
  const toggle = (id: string, on: boolean) =>
    setChosen((current) => (on ? [...current, id] : current.filter((item) => item !== id)));
  const data = comparison.data;
  const hasPoints = !!data && data.series.some((item) => item.counts.some((count) => count !== null));

  let result: React.ReactNode;
  if (ids.length < 2) {
    result = (
      <p className="rounded-xl border border-dashed p-10 text-center font-semibold">
        {t('adSpy.comparison.selectAtLeastTwo')}
      </p>
    );
  } else if (comparison.isPending) {
    result = <div role="status" aria-label={t('common.loading')} className="h-80 animate-pulse rounded-xl bg-muted" />;
  } else if (comparison.isError) {
    result = <QueryError error={comparison.error} onRetry={() => void comparison.refetch()} />;
  } else if (!data || !hasPoints) {
    result = <p className="rounded-xl border border-dashed p-10 text-center">{t('adSpy.comparison.noData')}</p>;
  } else {
    result = (
      <figure className="flex flex-col gap-4" aria-busy={comparison.isPlaceholderData}>
        <figcaption className="font-semibold">{t('adSpy.comparison.chartLabel')}</figcaption>
        <div aria-hidden="true">
          <ComparisonChart comparison={data} />
        </div>
        <ComparisonTable comparison={data} />
      </figure>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-6 rounded-xl border bg-card p-5 md:flex-row md:items-start">
        <fieldset className="flex-1">
          <legend className="mb-2 text-sm font-medium">{t('adSpy.comparison.selectCompetitors')}</legend>
          <p className="mb-2 text-xs text-muted-foreground">
            {t('adSpy.comparison.selectHint', { max: MAX_COMPARED })}
          </p>
          <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {competitors.map((competitor) => {
              const checked = ids.includes(competitor.id);
              return (
                <label key={competitor.id} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={checked}
                    disabled={!checked && ids.length >= MAX_COMPARED}
                    onChange={(event) => toggle(competitor.id, event.target.checked)}
                  />
                  {competitor.name}
                </label>
              );
            })}
          </div>
        </fieldset>
        <PeriodPicker value={days} onChange={setDays} />
      </div>
      {result}
    </div>
  );
}
