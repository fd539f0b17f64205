import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicStats } from '../api/get-public-stats';
import { COUNTER_CLAIMS, worthShowing } from '../lib/counter-rule';

const ITEM_CLASS = 'flex h-20 w-24 flex-col-reverse items-center justify-end gap-1 sm:w-36';
/** Placeholders while loading: as many as the landing can show, so the block keeps its height. */
const PLACEHOLDERS = ['a', 'b', 'c'];

/**
 * Real counts from the server, one per module that exists, each shown only when worth showing
 * (lib/counter-rule.ts): never a small number beside a bigger claim. The block keeps its height
 * either way, so nothing below it moves when the counts arrive.
 */
export function StatsCounters() {
  const { t } = useTranslation();
  const { data, isPending } = usePublicStats();
  const formatter = useMemo(() => new Intl.NumberFormat('pt-BR'), []);
  const counters = (data ?? []).filter((counter) => {
    const claim = COUNTER_CLAIMS[counter.key];
    return worthShowing(counter, claim ? t(claim) : undefined);
  });

  return (
    <section aria-labelledby="landing-stats-title" aria-busy={isPending} className="mt-12 min-h-20">
      <h2 id="landing-stats-title" className="sr-only">
        {t('landing.counters.label')}
      </h2>
      {isPending ? (
        <div aria-hidden="true" className="flex justify-center gap-6 sm:gap-12">
          {PLACEHOLDERS.map((placeholder) => (
            <div key={placeholder} className={ITEM_CLASS}>
              <div className="h-4 w-16 rounded bg-muted" />
              <div className="h-9 w-20 animate-pulse rounded bg-muted" />
            </div>
          ))}
        </div>
      ) : (
        counters.length > 0 && (
          <dl className="flex justify-center gap-6 sm:gap-12">
            {counters.map((counter) => (
              <div key={counter.key} className={ITEM_CLASS}>
                <dt className="text-center text-xs leading-tight text-muted-foreground sm:text-sm">
                  {t(`landing.counters.${counter.key}`, { count: counter.count })}
                </dt>
                <dd className="text-3xl font-bold tracking-tight tabular-nums">{formatter.format(counter.count)}</dd>
              </div>
            ))}
          </dl>
        )
      )}
    </section>
  );
}
