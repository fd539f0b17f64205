import type { SalesConnection } from '@blivion/shared/sales';
import { AlertTriangle, FlaskConical, KeyRound, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useTestConnection } from '../api/test-connection';
import { salesErrorText, TOUCH } from '../lib/sales-text';
import { CopyButton } from './copy-button';

/** One connection: its URL to paste, its secret's last four, its health, 'Testar', edit and remove. */
export function ConnectionCard({
  connection,
  onEdit,
  onRemove,
}: {
  connection: SalesConnection;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const test = useTestConnection();
  const dateTime = t('common.dateTimeFormat');
  const runTest = () =>
    test.mutate(connection.id, {
      onSuccess: (event) => {
        const passed = event.reason === 'wouldApply';
        const reason = event.reason ? t(`sales.reasons.${event.reason}`) : undefined;
        if (passed) toast.success(t('sales.toasts.tested'), { description: reason });
        else toast.error(t('sales.toasts.testFailed'), { description: reason });
      },
      onError: (error) => toast.error(salesErrorText(t, error, 'sales.toasts.testError')),
    });
  const urlId = `sales-url-${connection.id}`;
  return (
    <Card>
      <CardHeader className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <CardTitle className="min-w-0 break-words">{connection.name}</CardTitle>
          <Badge variant="secondary">{t(`sales.platformShort.${connection.platform}`)}</Badge>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-2">
          <label htmlFor={urlId} className="text-sm font-medium">
            {t('sales.connections.url')}
          </label>
          <input
            id={urlId}
            readOnly
            value={connection.webhookUrl}
            aria-describedby={`${urlId}-hint`}
            onFocus={(event) => event.currentTarget.select()}
            className="h-11 w-full min-w-0 rounded-md border border-input bg-muted px-3 font-mono text-sm sm:h-10"
          />
          <p id={`${urlId}-hint`} className="text-sm text-muted-foreground">
            {t(`sales.connections.urlHint.${connection.platform}`)}
          </p>
          <div>
            <CopyButton
              text={connection.webhookUrl}
              label={t('sales.connections.copyUrl')}
              copiedLabel={t('sales.connections.copied')}
              failedLabel={t('sales.connections.copyFailed')}
            />
          </div>
        </div>
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <div className="flex items-center gap-2">
            <KeyRound className="size-4 text-muted-foreground" aria-hidden="true" />
            <dt className="sr-only">{t('sales.connections.secret')}</dt>
            <dd>{t('sales.connections.secretLastFour', { lastFour: connection.secretLastFour })}</dd>
          </div>
          <div>
            <dt className="sr-only">{t('sales.connections.lastEvent')}</dt>
            <dd className="text-muted-foreground">
              {connection.lastEventAt
                ? `${t('sales.connections.lastEvent')}: ${formatDate(connection.lastEventAt, dateTime)}`
                : t('sales.connections.noEvents')}
            </dd>
          </div>
        </dl>
        {(connection.failedEvents > 0 || connection.rejectedLastDay > 0) && (
          <ul className="flex flex-col gap-1 text-sm">
            {connection.failedEvents > 0 && (
              <li className="flex items-start gap-2 text-destructive">
                <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {t('sales.connections.failedEvents', { count: connection.failedEvents })}
              </li>
            )}
            {connection.rejectedLastDay > 0 && (
              <li className="flex items-start gap-2 text-destructive">
                <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                {t('sales.connections.rejected', { count: connection.rejectedLastDay })}
              </li>
            )}
          </ul>
        )}
        <div
          className="flex flex-wrap gap-2"
          role="group"
          aria-label={t('sales.connections.actionsFor', { name: connection.name })}
        >
          <Button className={TOUCH} onClick={runTest} disabled={test.isPending} aria-busy={test.isPending || undefined}>
            <FlaskConical aria-hidden="true" />
            {test.isPending ? t('sales.connections.testing') : t('sales.connections.test')}
          </Button>
          <Button variant="outline" className={TOUCH} onClick={onEdit}>
            <Pencil aria-hidden="true" />
            {t('sales.connections.edit')}
          </Button>
          <Button variant="outline" className={TOUCH} onClick={onRemove}>
            <Trash2 aria-hidden="true" />
            {t('sales.connections.remove')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
