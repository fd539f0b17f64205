import type { SalesEventReason, SalesEventState } from '@blivion/shared';
import type { Kysely, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import type { NormalizedEvent } from '../platforms/normalized.js';
import type { SalesEventsTable } from '../sales.tables.js';

type Db = Kysely<Database>;

export type SalesEventRow = Selectable<SalesEventsTable>;

/** An event as stored: what the platform said (NormalizedEvent, its times settled) and how it arrived. */
export interface NewSalesEvent extends Omit<NormalizedEvent, 'occurredAt' | 'kind'> {
  connectionId: number;
  platform: string;
  kind: string;
  state: SalesEventState;
  reason: SalesEventReason | null;
  test: boolean;
  occurredAt: Date;
  rawBody: string;
  receivedAt: Date;
}

/** Stores an event once per connection and platform id: the id when stored now, null when it was stored before. */
export async function insertEvent(db: Db, event: NewSalesEvent): Promise<number | null> {
  const row = await db
    .insertInto('sales_events')
    .values({
      connection_id: event.connectionId,
      platform: event.platform,
      external_id: event.externalId,
      event_type: event.eventType,
      kind: event.kind,
      state: event.state,
      reason: event.reason,
      test: event.test,
      transaction_ref: event.transaction,
      subscription_ref: event.subscriptionRef,
      product_ref: event.productRef,
      product_alt_ref: event.productAltRef,
      product_name: event.productName,
      buyer_email: event.buyerEmail,
      buyer_name: event.buyerName,
      occurred_at: event.occurredAt,
      approved_at: event.approvedAt,
      period_end: event.periodEnd,
      raw_body: event.rawBody,
      received_at: event.receivedAt,
      next_attempt_at: event.receivedAt,
      attempts: 0,
    })
    .onConflict((oc) => oc.columns(['connection_id', 'external_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/**
 * Claims up to `limit` waiting events for this worker: those never claimed, or whose claim's lease
 * ran out (its instance died), and due. One UPDATE: PostgreSQL skips rows another worker is
 * claiming (SKIP LOCKED), SQLite has one writer; either way no event is claimed twice at once.
 */
export async function claimEvents(
  db: Db,
  kind: DatabaseKind,
  claim: { token: string; now: Date; leaseCutoff: Date; limit: number; ids?: number[] },
): Promise<{ id: number; attempts: number }[]> {
  let waiting = db
    .selectFrom('sales_events')
    .select('id')
    .where('state', '=', 'received')
    .where('next_attempt_at', '<=', claim.now)
    .where((eb) => eb.or([eb('claimed_at', 'is', null), eb('claimed_at', '<', claim.leaseCutoff)]));
  if (claim.ids) waiting = waiting.where('id', 'in', claim.ids);
  waiting = waiting.orderBy('id').limit(claim.limit);
  if (kind === 'postgres') waiting = waiting.forUpdate().skipLocked();
  const rows = await db
    .updateTable('sales_events')
    .set((eb) => ({ claim_token: claim.token, claimed_at: claim.now, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', waiting)
    .returning(['id', 'attempts'])
    .execute();
  return rows.sort((a, b) => a.id - b.id);
}

/** The claimed event, locked for the transaction that applies it; undefined when another worker took or finished it. */
export function lockClaimedEvent(db: Db, kind: DatabaseKind, id: number, token: string) {
  const query = db
    .selectFrom('sales_events')
    .selectAll()
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .where('state', '=', 'received');
  return (kind === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
}

export async function finishEvent(
  db: Db,
  id: number,
  outcome: { state: SalesEventState; reason: SalesEventReason | null; at: Date },
): Promise<void> {
  await db
    .updateTable('sales_events')
    .set({ state: outcome.state, reason: outcome.reason, applied_at: outcome.at, claim_token: null, claimed_at: null })
    .where('id', '=', id)
    .execute();
}

/** Gives a claim back after an error: tried again at `retryAt`, or failed for good (reason 'error'). */
export async function releaseEvent(
  db: Db,
  id: number,
  token: string,
  release: { retryAt: Date | null; at: Date },
): Promise<void> {
  await db
    .updateTable('sales_events')
    .set(
      release.retryAt === null
        ? { state: 'failed', reason: 'error', claim_token: null, claimed_at: null, applied_at: release.at }
        : { claim_token: null, claimed_at: null, next_attempt_at: release.retryAt },
    )
    .where('id', '=', id)
    .where('claim_token', '=', token)
    .execute();
}

/** Puts failed events back in the queue (the owner fixed a mapping): how many. */
export async function requeueFailedEvents(
  db: Db,
  filter: { ids?: number[]; connectionId?: number; productRefs?: string[] },
  now: Date,
): Promise<number> {
  let query = db
    .updateTable('sales_events')
    .set({ state: 'received', reason: null, next_attempt_at: now, claim_token: null, claimed_at: null, attempts: 0 })
    .where('state', '=', 'failed')
    .where('test', '=', false);
  if (filter.ids) query = query.where('id', 'in', filter.ids);
  if (filter.connectionId !== undefined) query = query.where('connection_id', '=', filter.connectionId);
  if (filter.productRefs) {
    const refs = filter.productRefs;
    query = query.where((eb) => eb.or([eb('product_ref', 'in', refs), eb('product_alt_ref', 'in', refs)]));
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export function findEvent(db: Db, id: number) {
  return db
    .selectFrom('sales_events')
    .leftJoin('sales_connections', 'sales_connections.id', 'sales_events.connection_id')
    .selectAll('sales_events')
    .select('sales_connections.name as connection_name')
    .where('sales_events.id', '=', id)
    .executeTakeFirst();
}

/** Newest first, after the cursor's id. */
export function listEvents(
  db: Db,
  filter: { state?: SalesEventState; connectionId?: number; beforeId: number | null; limit: number },
) {
  let query = db
    .selectFrom('sales_events')
    .leftJoin('sales_connections', 'sales_connections.id', 'sales_events.connection_id')
    .select([
      'sales_events.id',
      'sales_events.connection_id',
      'sales_events.platform',
      'sales_events.event_type',
      'sales_events.kind',
      'sales_events.state',
      'sales_events.reason',
      'sales_events.test',
      'sales_events.transaction_ref',
      'sales_events.product_ref',
      'sales_events.product_name',
      'sales_events.buyer_email',
      'sales_events.occurred_at',
      'sales_events.received_at',
      'sales_events.applied_at',
      'sales_events.attempts',
      'sales_connections.name as connection_name',
    ]);
  if (filter.state) query = query.where('sales_events.state', '=', filter.state);
  if (filter.connectionId !== undefined) query = query.where('sales_events.connection_id', '=', filter.connectionId);
  if (filter.beforeId !== null) query = query.where('sales_events.id', '<', filter.beforeId);
  return query.orderBy('sales_events.id', 'desc').limit(filter.limit).execute();
}

export type SalesEventListRow = Awaited<ReturnType<typeof listEvents>>[number];

/** Per connection: the last event's reception and the events that wait for the owner. */
export async function eventStatsByConnection(db: Db) {
  return db
    .selectFrom('sales_events')
    .select((eb) => [
      'connection_id',
      eb.fn.max('received_at').as('last_event_at'),
      eb.fn.sum<number>(eb.case().when('state', '=', 'failed').then(1).else(0).end()).as('failed'),
    ])
    .where('connection_id', 'is not', null)
    .where('test', '=', false)
    .groupBy('connection_id')
    .execute();
}

/** Failed events per product id (either of an event's two product ids), for the products list. */
export async function failedEventsByProduct(db: Db) {
  return db
    .selectFrom('sales_events')
    .select((eb) => ['connection_id', 'product_ref', 'product_alt_ref', eb.fn.countAll<number>().as('count')])
    .where('state', '=', 'failed')
    .where('test', '=', false)
    .where('connection_id', 'is not', null)
    .groupBy(['connection_id', 'product_ref', 'product_alt_ref'])
    .execute();
}

/** Products that failed events named and no mapping knows (reason unknownProduct). */
export async function unmappedProducts(db: Db) {
  return db
    .selectFrom('sales_events')
    .innerJoin('sales_connections', 'sales_connections.id', 'sales_events.connection_id')
    .select((eb) => [
      'sales_events.connection_id',
      'sales_connections.platform',
      'sales_connections.name as connection_name',
      'sales_events.product_ref',
      eb.fn.max('sales_events.product_name').as('product_name'),
      eb.fn.countAll<number>().as('events'),
    ])
    .where('sales_events.state', '=', 'failed')
    .where('sales_events.reason', '=', 'unknownProduct')
    .where('sales_events.test', '=', false)
    .where('sales_events.product_ref', 'is not', null)
    .groupBy([
      'sales_events.connection_id',
      'sales_connections.platform',
      'sales_connections.name',
      'sales_events.product_ref',
    ])
    .orderBy('sales_events.connection_id')
    .orderBy('sales_events.product_ref')
    .limit(200)
    .execute();
}

/** Counts one refused delivery in its connection's bucket of the minute (no body is kept). */
export async function countRejection(db: Db, rejection: { connectionId: number; reason: string; at: Date }) {
  const minute = rejection.at.toISOString().slice(0, 16);
  await db
    .insertInto('sales_rejected_deliveries')
    .values({
      connection_id: rejection.connectionId,
      reason: rejection.reason,
      minute,
      count: 1,
      last_at: rejection.at,
    })
    .onConflict((oc) =>
      oc
        .columns(['connection_id', 'reason', 'minute'])
        .doUpdateSet({ count: sql`sales_rejected_deliveries.count + 1`, last_at: rejection.at }),
    )
    .execute();
}

/** Refused deliveries per connection since a moment (minute buckets at or after it). */
export async function rejectionsSince(db: Db, since: Date) {
  return db
    .selectFrom('sales_rejected_deliveries')
    .select((eb) => ['connection_id', eb.fn.sum<number>('count').as('count'), eb.fn.max('last_at').as('last_at')])
    .where('minute', '>=', since.toISOString().slice(0, 16))
    .groupBy('connection_id')
    .execute();
}

export async function deleteRejectionsBefore(db: Db, cutoff: Date): Promise<void> {
  await db.deleteFrom('sales_rejected_deliveries').where('minute', '<', cutoff.toISOString().slice(0, 16)).execute();
}
