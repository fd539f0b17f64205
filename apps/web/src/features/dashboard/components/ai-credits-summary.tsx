import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineError, InlineLoading } from '@/components/feedback/inline-status';
import { useCreditsSummary } from '@/lib/ai-credits';
import { formatNumber } from '@/lib/format';

/** The dashboard's 'Créditos de IA': what the member may spend, what is held, this month's spending and cap. */
export function AiCreditsSummary() {
  const { t } = useTranslation();
  const c = 'features.aiCredits';
  const summary = useCreditsSummary();

  if (summary.isPending) return <InlineLoading />;
  if (summary.isError) return <InlineError message={t(`${c}.loadError`)} onRetry={() => void summary.refetch()} />;
  const { available, held, spentThisMonth, monthlyCap } = summary.data;
  const figure = (key: string, count: number) => t(`${c}.${key}`, { count, amount: formatNumber(count) });
  return (
    <div className="flex flex-1 flex-col gap-3">
      <p className="flex items-baseline gap-2">
        <span className="text-3xl font-bold tabular-nums">{formatNumber(available)}</span>
        <span className="text-sm text-muted-foreground">{figure('available', available)}</span>
      </p>
      <ul className="flex flex-col gap-1 text-sm text-muted-foreground">
        {held > 0 && <li>{figure('held', held)}</li>}
        <li>{figure('spent', spentThisMonth)}</li>
        {monthlyCap !== null && <li>{figure('cap', monthlyCap)}</li>}
      </ul>
      <Link
        to="/ai-lab/usage"
        className="mt-auto inline-flex items-center gap-1 self-start text-sm font-medium text-link hover:underline pointer-coarse:min-h-11"
      >
        {t(`${c}.viewUsage`)}
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </div>
  );
}
