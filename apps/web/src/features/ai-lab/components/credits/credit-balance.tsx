import { Coins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCreditsSummary } from '@/lib/ai-credits';
import { formatNumber } from '@/lib/format';
import { useMe } from '@/lib/me';

/**
 * The top bar's AI credit balance (what a new reply may use), linking to the usage history; only
 * for members with AI lab access. Part of the signed-in shell, given to the layout by the router.
 */
export function CreditBalance() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const allowed = !!me?.permissions.aiLab;
  const summary = useCreditsSummary(allowed);
  if (!allowed || !summary.data) return null;
  const { available } = summary.data;
  const amount = formatNumber(available);
  return (
    <Link
      to="/ai-lab/usage"
      className="flex h-9 pointer-coarse:h-11 items-center gap-1.5 rounded-md px-2 text-sm font-medium tabular-nums hover:bg-accent hover:text-accent-foreground"
      aria-label={t('features.aiCredits.topBarLabel', { count: available, amount })}
    >
      <Coins className="size-4 text-primary" aria-hidden="true" />
      <span>{amount}</span>
    </Link>
  );
}
