import type { SalesEvent, SalesEventState } from '@blivion/shared/sales';
import { SALES_EVENT_STATES } from '@blivion/shared/sales';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/feedback/query-error';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { SelectField } from '@/components/ui/select';
import { useConnections } from '../api/list-connections';
import { useEvents } from '../api/list-events';
import { TOUCH } from '../lib/sales-text';
import { EventDetailDialog } from './event-detail-dialog';
import { EventItem } from './event-item';

const ALL = 'all';

/** 'Eventos': every accepted delivery, newest first, with its state and reason. */
export function EventsTab() {
  const { t } = useTranslation();
  const connections = useConnections();
  const [state, setState] = useState<SalesEventState | null>(null);
  const [connectionId, setConnectionId] = useState<string | null>(null);
  const [details, setDetails] = useState<SalesEvent | null>(null);
  const events = useEvents({ state, connectionId });
  const items = events.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section className="flex flex-col gap-4" aria-labelledby="sales-events-title">
      <div>
        <h2 id="sales-events-title" className="text-lg font-semibold">
          {t('sales.events.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('sales.events.description')}</p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-2">
          <Label htmlFor="sales-events-state">{t('sales.events.filterState')}</Label>
          <SelectField
            id="sales-events-state"
            className={TOUCH}
            value={state ?? ALL}
            onValueChange={(value) => setState(value === ALL ? null : (value as SalesEventState))}
            options={[
              { value: ALL, label: t('sales.events.allStates') },
              ...SALES_EVENT_STATES.map((value) => ({ value, label: t(`sales.states.${value}`) })),
            ]}
          />
        </div>
        <div className="flex flex-col gap-2">
          <Label htmlFor="sales-events-connection">{t('sales.events.filterConnection')}</Label>
          <SelectField
            id="sales-events-connection"
            className={TOUCH}
            value={connectionId ?? ALL}
            onValueChange={(value) => setConnectionId(value === ALL ? null : value)}
            options={[
              { value: ALL, label: t('sales.events.allConnections') },
              ...(connections.data?.items ?? []).map((connection) => ({
                value: connection.id,
                label: connection.name,
              })),
            ]}
          />
        </div>
      </div>
      {events.isPending ? (
        <p role="status" className="flex items-center gap-2 text-muted-foreground">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          {t('common.loading')}
        </p>
      ) : events.isError && items.length === 0 ? (
        <QueryError error={events.error} title={t('sales.events.loadError')} onRetry={() => void events.refetch()} />
      ) : items.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">
          {t('sales.events.empty')}
        </p>
      ) : (
        <ul className="flex flex-col divide-y rounded-lg border bg-card px-4" aria-label={t('sales.events.title')}>
          {items.map((event) => (
            <EventItem key={event.id} event={event} onDetails={() => setDetails(event)} />
          ))}
        </ul>
      )}
      {events.hasNextPage && (
        <Button
          variant="outline"
          className={`${TOUCH} self-center`}
          onClick={() => void events.fetchNextPage()}
          disabled={events.isFetchingNextPage}
        >
          {events.isFetchingNextPage && <LoaderCircle className="animate-spin" aria-hidden="true" />}
          {t('sales.events.loadMore')}
        </Button>
      )}
      {details && <EventDetailDialog event={details} onClose={() => setDetails(null)} />}
    </section>
  );
}
