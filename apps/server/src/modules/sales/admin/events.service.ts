import type {
  SalesEvent,
  SalesEventDetail,
  SalesEventKind,
  SalesEventReason,
  SalesEventsPage,
  SalesEventState,
  SalesPlatform,
} from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { Member } from '../../../auth/member.js';
import { toIso } from '../../../db/schema.js';
import { AppError } from '../../../http/app-error.js';
import { decodeCursor, pageOf } from '../../../http/keyset-cursor.js';
import { recordAudit } from '../../audit/index.js';
import type { SalesEventListRow } from '../events/events.repository.js';
import { findEvent, listEvents, requeueFailedEvents } from '../events/events.repository.js';
import { kickSalesEvents } from '../events/processor.js';
import { findProduct } from './products.repository.js';

type EventRow = SalesEventListRow & { connection_name: string | null };

export function eventView(row: EventRow): SalesEvent {
  return {
    id: String(row.id),
    connectionId: row.connection_id === null ? null : String(row.connection_id),
    connectionName: row.connection_name,
    platform: row.platform as SalesPlatform,
    eventType: row.event_type,
    kind: row.kind as SalesEventKind,
    state: row.state as SalesEventState,
    reason: row.reason as SalesEventReason | null,
    transaction: row.transaction_ref,
    productRef: row.product_ref,
    productName: row.product_name,
    buyerEmail: row.buyer_email,
    occurredAt: toIso(row.occurred_at),
    receivedAt: toIso(row.received_at),
    appliedAt: row.applied_at === null ? null : toIso(row.applied_at),
    attempts: row.attempts,
    test: Boolean(row.test),
  };
}

export async function eventsPage(
  app: FastifyInstance,
  query: { state?: SalesEventState; connectionId?: string; cursor?: string; limit: number },
): Promise<SalesEventsPage> {
  const after = decodeCursor(query.cursor, ['integer'] as const);
  const rows = await listEvents(app.database.db, {
    state: query.state,
    connectionId: query.connectionId === undefined ? undefined : Number(query.connectionId),
    beforeId: after ? after[0] : null,
    limit: query.limit + 1,
  });
  const page = pageOf(rows, query.limit, (row) => [row.id]);
  return { items: page.items.map(eventView), nextCursor: page.nextCursor };
}

export async function eventDetail(app: FastifyInstance, id: number): Promise<SalesEventDetail> {
  const row = await findEvent(app.database.db, id);
  if (!row) throw new AppError('SALES_EVENT_NOT_FOUND');
  return { ...eventView(row), rawBody: row.raw_body };
}

/** 'Aplicar de novo': a failed event goes back to the job (after the owner fixed its mapping). */
export async function reapplyEvent(app: FastifyInstance, actor: Member, id: number): Promise<SalesEvent> {
  const db = app.database.db;
  const row = await findEvent(db, id);
  if (!row) throw new AppError('SALES_EVENT_NOT_FOUND');
  const at = app.clock.now();
  const queued = await db.transaction().execute(async (trx) => {
    const count = await requeueFailedEvents(trx, { ids: [id] }, at);
    if (count > 0) {
      await recordAudit(trx, { actor, action: 'salesEvent.reapply', details: { eventIds: [id] }, at });
    }
    return count;
  });
  if (queued === 0) throw new AppError('SALES_EVENT_NOT_FAILED');
  kickSalesEvents(app);
  return eventView((await findEvent(db, id))!);
}

/** 'Aplicar eventos aguardando': every failed event of one mapped product goes back to the job. */
export async function reapplyProductEvents(app: FastifyInstance, actor: Member, productId: number) {
  const db = app.database.db;
  const product = await findProduct(db, productId);
  if (!product) throw new AppError('SALES_PRODUCT_NOT_FOUND');
  const at = app.clock.now();
  const queued = await db.transaction().execute(async (trx) => {
    const count = await requeueFailedEvents(
      trx,
      { connectionId: product.connection_id, productRefs: [product.external_id] },
      at,
    );
    if (count > 0) {
      await recordAudit(trx, { actor, action: 'salesEvent.reapply', details: { productId, events: count }, at });
    }
    return count;
  });
  if (queued > 0) kickSalesEvents(app);
  return { queued };
}
