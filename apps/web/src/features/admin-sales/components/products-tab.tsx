import type { SalesProduct } from '@blivion/shared/sales';
import { LoaderCircle, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/feedback/query-error';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useDeleteProduct } from '../api/delete-product';
import { useConnections } from '../api/list-connections';
import { useProducts } from '../api/list-products';
import { useUnmappedProducts } from '../api/list-unmapped-products';
import { salesErrorText, TOUCH } from '../lib/sales-text';
import { ProductCard } from './product-card';
import { ProductDialog, type ProductDraft } from './product-dialog';

/** 'Produtos': the mappings, and the products events named that no mapping knows. */
export function ProductsTab() {
  const { t } = useTranslation();
  const connections = useConnections();
  const products = useProducts();
  const unmapped = useUnmappedProducts();
  const remove = useDeleteProduct();
  const [draft, setDraft] = useState<ProductDraft | null>(null);
  const [removing, setRemoving] = useState<SalesProduct | null>(null);
  const connectionList = connections.data?.items ?? [];

  const confirmRemove = () =>
    removing &&
    remove.mutate(removing.id, {
      onSuccess: () => {
        toast.success(t('sales.toasts.productRemoved'));
        setRemoving(null);
      },
      onError: (error) => toast.error(salesErrorText(t, error, 'sales.toasts.productError')),
    });

  return (
    <section className="flex flex-col gap-4" aria-labelledby="sales-products-title">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <h2 id="sales-products-title" className="text-lg font-semibold">
            {t('sales.products.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('sales.products.description')}</p>
        </div>
        <Button className={TOUCH} disabled={connectionList.length === 0} onClick={() => setDraft({ product: null })}>
          <Plus aria-hidden="true" />
          {t('sales.products.add')}
        </Button>
      </div>
      {connections.isSuccess && connectionList.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('sales.products.needsConnection')}</p>
      )}
      {(unmapped.data?.items.length ?? 0) > 0 && (
        <div className="flex flex-col gap-3 rounded-lg border border-destructive/40 p-4">
          <h3 className="font-semibold">{t('sales.products.unmappedTitle')}</h3>
          <p className="text-sm text-muted-foreground">{t('sales.products.unmappedDescription')}</p>
          <ul className="flex flex-col divide-y">
            {unmapped.data!.items.map((item) => (
              <li key={`${item.connectionId}:${item.externalId}`} className="flex flex-wrap items-center gap-3 py-2">
                <div className="min-w-0 flex-1 basis-48">
                  <p className="font-medium break-words">{item.name ?? item.externalId}</p>
                  <p className="text-sm break-all text-muted-foreground">
                    {item.connectionName} · {item.externalId} ·{' '}
                    {t('sales.products.unmappedEvents', { count: item.events })}
                  </p>
                </div>
                <Button
                  variant="outline"
                  className={TOUCH}
                  aria-label={`${t('sales.products.mapThis')}: ${item.name ?? item.externalId}`}
                  onClick={() =>
                    setDraft({
                      product: null,
                      connectionId: item.connectionId,
                      externalId: item.externalId,
                      name: item.name ?? '',
                    })
                  }
                >
                  {t('sales.products.mapThis')}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {products.isPending ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          {t('common.loading')}
        </p>
      ) : products.isError ? (
        <QueryError
          error={products.error}
          title={t('sales.products.loadError')}
          onRetry={() => void products.refetch()}
        />
      ) : products.data.items.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">
          {t('sales.products.empty')}
        </p>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2" aria-label={t('sales.products.title')}>
          {products.data.items.map((product) => (
            <ProductCard
              key={product.id}
              product={product}
              onEdit={() => setDraft({ product })}
              onRemove={() => setRemoving(product)}
            />
          ))}
        </ul>
      )}
      {draft && (
        <ProductDialog draft={draft} connections={connectionList} onOpenChange={(open) => !open && setDraft(null)} />
      )}
      {removing && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && !remove.isPending && setRemoving(null)}
          title={t('sales.removeProductDialog.title', { name: removing.name })}
          message={t('sales.removeProductDialog.description')}
          confirmLabel={t('sales.removeProductDialog.confirm')}
          busy={remove.isPending}
          onConfirm={confirmRemove}
        />
      )}
    </section>
  );
}
