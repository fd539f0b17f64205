import type { MemberPurchase } from '@blivion/shared/sales';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { formatDate, formatNumber } from '@/lib/format';

/**
 * What each purchase grants and until when (texts `shell.purchases`): the member's profile and the
 * administration's view of a member show the same list, each from its own request.
 */
export function PurchaseList({ purchases }: { purchases: MemberPurchase[] }) {
  const { t } = useTranslation();
  const date = (iso: string | null) => formatDate(iso, t('common.dateFormat')) ?? '';
  const period = (purchase: MemberPurchase) => {
    if (purchase.access === null || purchase.startsAt === null) return t('shell.purchases.noAccess');
    if (purchase.current) {
      return purchase.endsAt
        ? t('shell.purchases.until', { date: date(purchase.endsAt) })
        : t('shell.purchases.lifetime');
    }
    return purchase.endsAt
      ? t('shell.purchases.endedOn', { date: date(purchase.endsAt) })
      : t('shell.purchases.noAccess');
  };
  return (
    <ul className="flex flex-col divide-y">
      {purchases.map((purchase) => (
        <li key={purchase.id} className="flex flex-col gap-1 py-3 first:pt-0 last:pb-0">
          <div className="flex flex-wrap items-center gap-2">
            <span className="min-w-0 font-medium break-words">{purchase.productName}</span>
            <Badge variant={purchase.current ? 'default' : 'secondary'}>
              {t(`shell.purchases.status.${purchase.status}`)}
            </Badge>
          </div>
          <p className="text-sm">
            {purchase.access && (
              <>{t(purchase.access === 'total' ? 'common.permissions.total' : 'common.permissions.forumOnly')} · </>
            )}
            {period(purchase)}
          </p>
          <p className="text-sm text-muted-foreground">
            {t('shell.purchases.via', { platform: t(`shell.purchases.platforms.${purchase.platform}`) })}
            {purchase.creditsGranted > 0 && (
              <>
                {' '}
                ·{' '}
                {t('shell.purchases.credits', {
                  count: purchase.creditsGranted,
                  amount: formatNumber(purchase.creditsGranted),
                })}
              </>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
