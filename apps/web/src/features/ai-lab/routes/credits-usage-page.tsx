import { aiLab } from '@blivion/shared/i18n/pt-BR';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineError, InlineLoading } from '@/components/feedback/inline-status';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useCreditsSummary } from '@/lib/ai-credits';
import { formatDate, formatNumber } from '@/lib/format';
import { isStaffMember, useMe } from '@/lib/me';
import { addCatalogueSections } from '@/lib/translations';
import { CreditCapForm } from '../components/credits/credit-cap-form';
import { CreditHistory } from '../components/credits/credit-history';

addCatalogueSections({ aiLab });

const u = 'aiLab.credits.usage';

function Figure({ label, value, hint }: { label: string; value: number; hint?: string }) {
  return (
    <div className="flex flex-col gap-1 rounded-lg border p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums">{formatNumber(value)}</dd>
      {hint && <dd className="text-xs text-muted-foreground">{hint}</dd>}
    </div>
  );
}

/** /ai-lab/usage: the member's balance, this month's spending, the personal cap and the history. */
export default function CreditsUsagePage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const summary = useCreditsSummary();
  useDocumentTitle(t(`${u}.title`));

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t(`${u}.title`)}</h1>
          <p className="text-muted-foreground">{t(`${u}.subtitle`)}</p>
        </div>
        {isStaffMember(me) && (
          <Link
            to="/ai-lab/credits"
            className="text-sm font-medium text-link hover:underline pointer-coarse:inline-flex pointer-coarse:min-h-11 pointer-coarse:items-center"
          >
            {t(`${u}.manage`)}
          </Link>
        )}
      </div>
      {summary.isPending && <InlineLoading />}
      {summary.isError && (
        <InlineError message={t('features.aiCredits.loadError')} onRetry={() => void summary.refetch()} />
      )}
      {summary.data && (
        <>
          <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <Figure label={t(`${u}.available`)} value={summary.data.available} />
            <Figure label={t(`${u}.balance`)} value={summary.data.balance} />
            <Figure label={t(`${u}.held`)} value={summary.data.held} hint={t(`${u}.heldHint`)} />
            <Figure
              label={t(`${u}.spent`, { month: formatDate(`${summary.data.month}-01`, 'MMMM yyyy') })}
              value={summary.data.spentThisMonth}
            />
          </dl>
          <p className="text-sm text-muted-foreground">
            {summary.data.allowance.monthlyCredits > 0
              ? `${t(`${u}.allowance`, { amount: formatNumber(summary.data.allowance.monthlyCredits) })} ${
                  summary.data.allowance.grantedThisMonth ? t(`${u}.allowanceGranted`) : ''
                }`
              : t(`${u}.allowanceNone`)}
          </p>
          <Card>
            <CardHeader>
              <CardTitle>{t('aiLab.credits.cap.title')}</CardTitle>
              <CardDescription>{t('aiLab.credits.cap.description')}</CardDescription>
            </CardHeader>
            <CardContent>
              <CreditCapForm key={String(summary.data.monthlyCap)} monthlyCap={summary.data.monthlyCap} />
            </CardContent>
          </Card>
        </>
      )}
      <section className="flex flex-col gap-3" aria-labelledby="credit-history-title">
        <h2 id="credit-history-title" className="text-lg font-semibold">
          {t('aiLab.credits.history.title')}
        </h2>
        <CreditHistory />
      </section>
    </div>
  );
}
