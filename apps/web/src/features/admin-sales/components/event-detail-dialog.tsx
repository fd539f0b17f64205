import type { SalesEvent } from '@blivion/shared/sales';
import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/feedback/query-error';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { formatDate } from '@/lib/format';
import { useEvent } from '../api/get-event';
import { TOUCH } from '../lib/sales-text';

function pretty(body: string): string {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** Everything an event says: when it happened, arrived and was applied, and the body the platform sent. */
export function EventDetailDialog({ event, onClose }: { event: SalesEvent; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useEvent(event.id);
  const dateTime = t('common.dateTimeFormat');
  const none = t('sales.events.noValue');
  const rows: [string, string][] = [
    [t('sales.events.buyer'), event.buyerEmail ?? none],
    [t('sales.events.product'), event.productName ?? event.productRef ?? none],
    [t('sales.events.transaction'), event.transaction ?? none],
    [t('sales.events.occurredAt'), formatDate(event.occurredAt, dateTime) ?? none],
    [t('sales.events.receivedAt'), formatDate(event.receivedAt, dateTime) ?? none],
    [t('sales.events.appliedAt'), formatDate(event.appliedAt, dateTime) ?? none],
    [t('sales.events.attempts'), String(event.attempts)],
  ];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent title={t('sales.events.detailsFor', { type: event.eventType })}>
        <dl className="grid gap-2 text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="grid gap-1 sm:grid-cols-3">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="break-all sm:col-span-2">{value}</dd>
            </div>
          ))}
        </dl>
        <h3 className="text-sm font-semibold">{t('sales.events.rawBody')}</h3>
        {detail.isPending ? (
          <p role="status" className="flex items-center gap-2 text-muted-foreground">
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            {t('common.loading')}
          </p>
        ) : detail.isError ? (
          <QueryError error={detail.error} onRetry={() => void detail.refetch()} />
        ) : (
          <pre
            tabIndex={0}
            aria-label={t('sales.events.rawBody')}
            className="max-h-72 overflow-auto rounded-md bg-muted p-3 font-mono text-xs whitespace-pre-wrap break-all"
          >
            {pretty(detail.data.rawBody)}
          </pre>
        )}
        <DialogFooter>
          <DialogClose asChild>
            <Button className={TOUCH}>{t('sales.events.close')}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
