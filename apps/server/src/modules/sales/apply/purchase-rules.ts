import type { SalesEventKind, SalesEventReason } from '@blivion/shared';
import { toDate } from '../../../db/schema.js';
import type { ProductRow } from '../admin/products.repository.js';
import type { SalesEventRow } from '../events/events.repository.js';
import type { PurchaseRow } from './purchases.repository.js';

/** What each kind of event does to a purchase, and in what order events of one purchase count. */

export const GRANTS: ReadonlySet<SalesEventKind> = new Set(['approved', 'completed', 'renewed']);
export const REVOKES: ReadonlySet<SalesEventKind> = new Set(['refunded', 'chargeback', 'protest']);

/**
 * How final an event is among those of one purchase at the same moment: a refund outranks the
 * approval it undoes, a chargeback the refund. Events of one purchase are ordered by the time the
 * platform gives them, then by this rank; the purchase ends in the state of the latest.
 */
export const RANK: Record<SalesEventKind, number> = {
  pending: 0,
  unpaid: 1,
  approved: 2,
  renewed: 2,
  completed: 3,
  canceled: 4,
  protest: 5,
  refunded: 6,
  chargeback: 7,
  planChanged: 0,
  other: 0,
};

const DAY_MS = 86_400_000;
/** A subscription's period when neither the platform nor the mapping says it (decision 0070). */
const DEFAULT_PERIOD_DAYS = 30;

/** What an event of this kind does when nothing prevents it; for pending and ignored ones, the reason recorded. */
export function recordedReason(kind: SalesEventKind): SalesEventReason | null {
  if (kind === 'pending') return 'pending';
  if (kind === 'unpaid') return 'unpaid';
  if (kind === 'planChanged') return 'planChanged';
  if (kind === 'other') return 'ignoredEvent';
  return null;
}

export function productRefs(event: SalesEventRow): string[] {
  return [event.product_ref, event.product_alt_ref].filter((ref): ref is string => ref !== null);
}

export function isOlder(event: { at: Date; rank: number }, purchase: PurchaseRow): boolean {
  const statusAt = toDate(purchase.status_at)!.getTime();
  return event.at.getTime() < statusAt || (event.at.getTime() === statusAt && event.rank <= purchase.status_rank);
}

/** Where a granted access ends: for life, N days from the approval, or the subscription's paid period. */
export function grantEnd(mapping: ProductRow, startsAt: Date, periodEnd: Date | null): Date | null {
  if (mapping.duration === 'lifetime') return null;
  if (mapping.duration === 'days') return new Date(startsAt.getTime() + (mapping.days ?? 1) * DAY_MS);
  return periodEnd ?? new Date(startsAt.getTime() + (mapping.days ?? DEFAULT_PERIOD_DAYS) * DAY_MS);
}

/** The later of two ends, null (for life) winning: an access is never shortened by an approval. */
export function laterEnd(a: Date | null, b: Date | null): Date | null {
  if (a === null || b === null) return null;
  return a.getTime() >= b.getTime() ? a : b;
}
