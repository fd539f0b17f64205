import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicStats, type LandingCounters } from '../api/get-public-stats';

const COUNTERS: readonly { key: keyof LandingCounters; labelKey: string }[] = [
  { key: 'students', labelKey: 'landing.counters.students' },
  { key: 'premiumCourses', labelKey: 'landing.counters.premiumCourses' },
  { key: 'aiAgents', labelKey: 'landing.counters.aiAgents' },
];

const ITEM_CLASS = 'flex h-20 w-24 flex-col-reverse items-center justify-end gap-1 sm:w-36';

/** Real counts from the server. A counter without a figure is hidden; the block keeps its height while loading. */
export function StatsCounters() {
  const { t } = useTranslation();
  const { data, isPending } = usePublicStats();
  const formatter = useMemo(() => new Intl.NumberFormat('pt-BR'), []);
  const visible = data ? COUNTERS.filter((counter) => data[counter.key] !== null) : [];

  return (
    <section aria-labelledby="landing-stats-title" aria-busy={isPending} className="mt-12 min-h-20">
      <h2 id="landing-stats-title" className="sr-only">
        {t('landing.counters.label')}
      </h2>
      {isPending ? (
        <div aria-hidden="true" className="flex justify-center gap-6 sm:gap-12">
          {COUNTERS.map((counter) => (
            <div key={counter.key} className={ITEM_CLASS}>
              <div className="h-4 w-16 rounded bg-muted" />
              <div className="h-9 w-20 animate-pulse rounded bg-muted" />
            </div>
          ))}
        </div>
      ) : (
        visible.length > 0 && (
          <dl className="flex justify-center gap-6 sm:gap-12">
            {visible.map((counter) => (
              <div key={counter.key} className={ITEM_CLASS}>
                <dt className="text-center text-xs leading-tight text-muted-foreground sm:text-sm">
                  {t(counter.labelKey)}
                </dt>
                <dd className="text-3xl font-bold tracking-tight tabular-nums">
                  {formatter.format(data?.[counter.key] ?? 0)}
                </dd>
              </div>
            ))}
          </dl>
        )
      )}
    </section>
  );
}
