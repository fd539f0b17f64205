import { useTranslation } from 'react-i18next';
import { PurchaseList } from '@/components/purchases/purchase-list';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useMyPurchases } from '@/lib/purchases';

/** 'Suas compras': shown once the member has a purchase; which grants what, until when. */
export function PurchasesCard() {
  const { t } = useTranslation();
  const purchases = useMyPurchases();
  if (purchases.isError) {
    return (
      <p role="alert" className="text-sm text-muted-foreground">
        {t('shell.purchases.loadError')}
      </p>
    );
  }
  if (!purchases.data || purchases.data.items.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('shell.purchases.title')}</CardTitle>
        <CardDescription>{t('shell.purchases.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <PurchaseList purchases={purchases.data.items} />
      </CardContent>
    </Card>
  );
}
