import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCreditsSummary } from '@/lib/ai-credits';
import { formatNumber } from '@/lib/format';
import { useMe } from '@/lib/me';

const PILL = 'flex h-9 pointer-coarse:h-11 items-center gap-1.5 rounded-md px-2 text-sm font-medium tabular-nums';

/**
 * The top bar's AI credit balance (what a new reply may use), linking to the usage history; only
 * for members with AI lab access. Part of the signed-in shell, given to the layout by the router.
 */
export function CreditBalance() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const allowed = !!me?.permissions.aiLab;
  const summary = useCreditsSummary(allowed);
  if (!allowed) return null;
  if (!summary.data) {
    // Its place is kept while the balance loads, so the top bar's buttons do not move when it
    // arrives (CLS, issue 30).
    return (
      <span aria-hidden="true" className={`${PILL} invisible`}>
        <Coins className="size-4" />
        <span>0</span>
      </span>
    );
  }
  const { available } = summary.data;
  const amount = formatNumber(available);
  return (
    <Link
      to="/ai-lab/usage"
      className={`${PILL} hover:bg-accent hover:text-accent-foreground`}
      aria-label={t('features.aiCredits.topBarLabel', { count: available, amount })}
    >
      <Coins className="size-4 text-primary" aria-hidden="true" />
      <span>{amount}</span>
    </Link>
  );
}
