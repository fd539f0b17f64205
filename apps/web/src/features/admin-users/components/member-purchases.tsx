import { useTranslation } from 'react-i18next';
import { PurchaseList } from '@/components/purchases/purchase-list';
import { useMemberPurchases } from '../api/list-member-purchases';

/** The purchases that grant this member access (shown in the access dialog when there are any). */
export function MemberPurchases({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const purchases = useMemberPurchases(userId);
  if (purchases.isError) return <p className="text-sm text-muted-foreground">{t('shell.purchases.loadError')}</p>;
  if (!purchases.data || purchases.data.items.length === 0) return null;
  return (
    <section aria-labelledby={`purchases-${userId}`} className="flex flex-col gap-2 rounded-md border p-3">
      <h3 id={`purchases-${userId}`} className="text-sm font-semibold">
        {t('shell.purchases.adminTitle')}
      </h3>
      <PurchaseList purchases={purchases.data.items} />
    </section>
  );
}
