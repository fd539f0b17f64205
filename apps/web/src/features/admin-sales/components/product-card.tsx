import type { SalesProduct } from '@blivion/shared/sales';
import { Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useReapplyProductEvents } from '../api/reapply-product-events';
import { formatNumber } from '@/lib/format';
import { salesErrorText, TOUCH } from '../lib/sales-text';

/** One mapped product as a list item: what it grants, its checkout link, waiting events. */
export function ProductCard({
  product,
  onEdit,
  onRemove,
}: {
  product: SalesProduct;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const reapply = useReapplyProductEvents();
  const duration =
    product.duration === 'days'
      ? t('sales.duration.days', { count: product.days ?? 0 })
      : t(`sales.duration.${product.duration}`);
  const runReapply = () =>
    reapply.mutate(product.id, {
      onSuccess: ({ queued }) => toast.success(t('sales.toasts.reappliedMany', { count: queued })),
      onError: (error) => toast.error(salesErrorText(t, error, 'sales.toasts.reapplyError')),
    });
  return (
    <li className="flex flex-col gap-3 rounded-lg border bg-card p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="min-w-0 font-semibold break-words">{product.name}</h3>
        <Badge variant="secondary">{t(`sales.platformShort.${product.platform}`)}</Badge>
      </div>
      <dl className="grid gap-1 text-sm sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="inline text-muted-foreground">{t('sales.products.externalId')}: </dt>
          <dd className="inline font-mono break-all">{product.externalId}</dd>
        </div>
        <div>
          <dt className="inline text-muted-foreground">{t('sales.products.grants')}: </dt>
          <dd className="inline">
            {t(`sales.access.${product.access}`)} · {duration}
          </dd>
        </div>
        <div>
          <dd>{t('sales.products.credits', { count: product.credits, amount: formatNumber(product.credits) })}</dd>
        </div>
        <div className="min-w-0">
          <dt className="sr-only">{t('sales.products.checkout')}</dt>
          <dd className="break-all text-muted-foreground">{product.checkoutUrl ?? t('sales.products.noCheckout')}</dd>
        </div>
      </dl>
      {product.failedEvents > 0 && (
        <p className="text-sm text-destructive">{t('sales.products.failedEvents', { count: product.failedEvents })}</p>
      )}
      <div
        className="flex flex-wrap gap-2"
        role="group"
        aria-label={t('sales.products.actionsFor', { name: product.name })}
      >
        {product.failedEvents > 0 && (
          <Button className={TOUCH} onClick={runReapply} disabled={reapply.isPending}>
            <RotateCcw aria-hidden="true" />
            {t('sales.products.applyWaiting')}
          </Button>
        )}
        <Button variant="outline" className={TOUCH} onClick={onEdit}>
          <Pencil aria-hidden="true" />
          {t('sales.products.edit')}
        </Button>
        <Button variant="outline" className={TOUCH} onClick={onRemove}>
          <Trash2 aria-hidden="true" />
          {t('sales.products.remove')}
        </Button>
      </div>
    </li>
  );
}
