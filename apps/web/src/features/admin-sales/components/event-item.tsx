import type { SalesEvent } from '@blivion/shared/sales';
import { FileText, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useReapplyEvent } from '../api/reapply-event';
import { salesErrorText, TOUCH } from '../lib/sales-text';

const STATE_VARIANT = {
  received: 'outline',
  applied: 'default',
  recorded: 'secondary',
  failed: 'destructive',
  test: 'outline',
} as const;

/** One event as a list item: what happened, to whom, its state and why. */
export function EventItem({ event, onDetails }: { event: SalesEvent; onDetails: () => void }) {
  const { t } = useTranslation();
  const reapply = useReapplyEvent();
  const runReapply = () =>
    reapply.mutate(event.id, {
      onSuccess: () => toast.success(t('sales.toasts.reapplied')),
      onError: (error) => toast.error(salesErrorText(t, error, 'sales.toasts.reapplyError')),
    });
  const title = t(`sales.kinds.${event.kind}`);
  return (
    <li className="flex flex-col gap-2 py-3">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{title}</span>
        <Badge variant={STATE_VARIANT[event.state]}>{t(`sales.states.${event.state}`)}</Badge>
        {event.test && <Badge variant="outline">{t('sales.events.testBadge')}</Badge>}
        <span className="text-sm text-muted-foreground">
          {t(`sales.platformShort.${event.platform}`)} · <span className="font-mono">{event.eventType}</span>
        </span>
      </div>
      <p className="text-sm break-all">
        {[event.productName ?? event.productRef, event.buyerEmail].filter(Boolean).join(' · ') ||
          t('sales.events.noValue')}
      </p>
      {event.reason && (
        <p className={event.state === 'failed' ? 'text-sm text-destructive' : 'text-sm text-muted-foreground'}>
          {t(`sales.reasons.${event.reason}`)}
        </p>
      )}
      <p className="text-xs text-muted-foreground">
        {t('sales.events.receivedAt')}: {formatDate(event.receivedAt, t('common.dateTimeFormat'))}
      </p>
      <div className="flex flex-wrap gap-2">
        {event.state === 'failed' && !event.test && (
          <Button
            className={TOUCH}
            onClick={runReapply}
            disabled={reapply.isPending}
            aria-label={`${t('sales.events.reapply')}: ${title}`}
          >
            <RotateCcw aria-hidden="true" />
            {reapply.isPending ? t('sales.events.reapplying') : t('sales.events.reapply')}
          </Button>
        )}
        <Button
          variant="outline"
          className={TOUCH}
          onClick={onDetails}
          aria-label={`${t('sales.events.details')}: ${title}, ${event.eventType}`}
        >
          <FileText aria-hidden="true" />
          {t('sales.events.details')}
        </Button>
      </div>
    </li>
  );
}
