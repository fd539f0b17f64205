import type {
  SalesAccess,
  SalesEventKind,
  SalesEventReason,
  SalesEventState,
  SalesPurchaseStatus,
} from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { toDate } from '../../../db/schema.js';
import { findMapping } from '../admin/products.repository.js';
import type { SalesEventRow } from '../events/events.repository.js';
import { findOrInviteBuyer } from './buyers.js';
import { grantCredits, takeBackCredits } from './credits.js';
import { recordPurchaseOutcome } from './outcomes.js';
import {
  findPurchaseForUpdate,
  findSubscriptionCancel,
  lockBuyer,
  type PurchaseDraft,
  savePurchase,
  saveSubscriptionCancel,
  subscriptionPurchasesForUpdate,
  updatePurchase,
} from './purchases.repository.js';
import { combinedAccess, refreshMemberAccess } from './member-access.js';
import { GRANTS, grantEnd, isOlder, laterEnd, productRefs, RANK, recordedReason, REVOKES } from './purchase-rules.js';

export interface ApplyOutcome {
  state: SalesEventState;
  reason: SalesEventReason | null;
}

const outcome = (state: SalesEventState, reason: SalesEventReason | null = null): ApplyOutcome => ({ state, reason });

/**
 * Checks a 'Testar' event as a real one would be, and changes nothing: the reason says whether a
 * purchase like it would be applied, or what stops it.
 */
async function checkTestEvent(trx: Kysely<Database>, event: SalesEventRow): Promise<ApplyOutcome> {
  const kind = event.kind as SalesEventKind;
  const recorded = recordedReason(kind);
  if (recorded) return outcome('test', recorded);
  if (kind !== 'canceled') {
    if (event.transaction_ref === null) return outcome('test', 'noTransaction');
    if (event.buyer_email === null) return outcome('test', 'noEmail');
    const mapping =
      event.connection_id === null ? undefined : await findMapping(trx, event.connection_id, productRefs(event));
    if (!mapping) return outcome('test', 'unknownProduct');
  }
  return outcome('test', 'wouldApply');
}

/**
 * Applies one stored event inside the transaction that also records its outcome (events.ts):
 * the purchase's state, the member (found by e-mail or invited), their access, credits, the
 * notification and the audit entry all commit together with 'applied', or not at all.
 */
export async function applyEvent(
  app: FastifyInstance,
  trx: Kysely<Database>,
  event: SalesEventRow,
): Promise<ApplyOutcome> {
  if (event.test) return checkTestEvent(trx, event);
  const kind = event.kind as SalesEventKind;
  if (event.connection_id === null) return outcome('failed', 'unknownProduct');
  if (kind === 'canceled') return applyCancellation(app, trx, event);
  if (kind === 'planChanged' || kind === 'other') return outcome('recorded', recordedReason(kind));
  if (event.transaction_ref === null)
    return outcome(kind === 'pending' ? 'recorded' : 'failed', kind === 'pending' ? 'pending' : 'noTransaction');
  if (event.buyer_email === null)
    return outcome(
      GRANTS.has(kind) ? 'failed' : 'recorded',
      GRANTS.has(kind) ? 'noEmail' : (recordedReason(kind) ?? 'noEmail'),
    );
  return applyToPurchase(app, trx, event, kind, event.connection_id, event.transaction_ref, event.buyer_email);
}

async function applyToPurchase(
  app: FastifyInstance,
  trx: Kysely<Database>,
  event: SalesEventRow,
  kind: SalesEventKind,
  connectionId: number,
  transaction: string,
  email: string,
): Promise<ApplyOutcome> {
  const db = app.database;
  const now = app.clock.now();
  const at = toDate(event.occurred_at)!;
  const rank = RANK[kind];
  await lockBuyer(trx, db.kind, email);
  const existing = await findPurchaseForUpdate(trx, db.kind, connectionId, transaction);
  const mapping = await findMapping(trx, connectionId, productRefs(event));
  // A grant needs to know what the product grants; closing what a purchase granted does not.
  if (!mapping && (GRANTS.has(kind) || !existing)) {
    if (kind === 'pending' || kind === 'unpaid') return outcome('recorded', recordedReason(kind));
    return outcome('failed', 'unknownProduct');
  }
  if (existing && isOlder({ at, rank }, existing)) return outcome('recorded', 'superseded');
  if ((kind === 'pending' || kind === 'unpaid') && existing && existing.status !== 'pending') {
    return outcome('recorded', recordedReason(kind));
  }

  const status: SalesPurchaseStatus = GRANTS.has(kind)
    ? 'active'
    : kind === 'pending'
      ? 'pending'
      : kind === 'unpaid'
        ? 'unpaid'
        : (kind as SalesPurchaseStatus);
  const purchase: PurchaseDraft = existing ?? {
    id: null,
    connection_id: connectionId,
    platform: event.platform,
    transaction_ref: transaction,
    subscription_ref: event.subscription_ref,
    product_id: mapping?.id ?? null,
    product_ref: event.product_ref,
    product_name: mapping?.name ?? event.product_name ?? event.product_ref ?? transaction,
    buyer_email: email,
    user_id: null,
    status: 'pending',
    status_at: new Date(0),
    status_rank: -1,
    access: null,
    starts_at: null,
    ends_at: null,
    credits_granted: 0,
    credits_removed: 0,
    created_at: now,
    updated_at: now,
  };
  const wasOpen = purchase.status === 'active' || purchase.status === 'canceled';
  const previousEnd = toDate(purchase.ends_at);

  if (!GRANTS.has(kind) && !REVOKES.has(kind)) {
    await savePurchase(trx, purchase, { status, status_at: at, status_rank: rank, updated_at: now });
    return outcome('recorded', recordedReason(kind));
  }

  if (REVOKES.has(kind)) {
    const userId = purchase.user_id;
    const endsAt = wasOpen ? (previousEnd && previousEnd < now ? previousEnd : now) : purchase.ends_at;
    const removed = userId !== null ? await takeBackCredits(app, trx, purchase, now) : 0;
    const id = await savePurchase(trx, purchase, {
      status,
      status_at: at,
      status_rank: rank,
      ends_at: endsAt,
      credits_removed: purchase.credits_removed + removed,
      updated_at: now,
    });
    const change = userId !== null ? await refreshMemberAccess(app, trx, userId, now) : null;
    if (wasOpen && userId !== null) {
      await recordPurchaseOutcome(app, trx, {
        kind,
        purchase: { ...purchase, id },
        userId,
        change,
        endsAt: null,
        at: now,
      });
    }
    return outcome('applied', change?.staff ? 'staffMember' : null);
  }

  // A grant: approved, completed or renewed.
  const startsAt = toDate(purchase.starts_at) ?? toDate(event.approved_at) ?? at;
  const cancel = event.subscription_ref
    ? await findSubscriptionCancel(trx, connectionId, event.subscription_ref)
    : undefined;
  let endsAt = grantEnd(mapping!, startsAt, toDate(event.period_end));
  // A charge older than its subscription's cancellation ends with the cancelled period.
  if (cancel && toDate(cancel.canceled_at)!.getTime() > at.getTime()) {
    const until = toDate(cancel.access_until) ?? toDate(cancel.canceled_at)!;
    endsAt = endsAt === null || endsAt.getTime() > until.getTime() ? until : endsAt;
  }
  if (wasOpen) endsAt = laterEnd(previousEnd, endsAt);
  const canceled = cancel !== undefined && toDate(cancel.canceled_at)!.getTime() > at.getTime();
  // A buyer new to the academy is created with the access this purchase gives them.
  const buyer = await findOrInviteBuyer(app, trx, { email, name: event.buyer_name, at: now }, (base) =>
    combinedAccess(
      base,
      endsAt === null || endsAt > now ? [{ access: mapping!.access as SalesAccess, endsAt }] : [],
      now,
    ),
  );
  const userId = buyer.id;
  // Credits once per purchase, granted before the purchase row is written (one write).
  const credits =
    purchase.credits_granted === 0 && mapping!.credits > 0
      ? await grantCredits(app, trx, {
          userId,
          amount: mapping!.credits,
          product: mapping!.name,
          platform: event.platform,
          at: now,
        })
      : purchase.credits_granted;
  const id = await savePurchase(trx, purchase, {
    status: canceled ? 'canceled' : 'active',
    status_at: at,
    status_rank: rank,
    user_id: userId,
    product_id: mapping!.id,
    product_name: mapping!.name,
    access: mapping!.access,
    starts_at: startsAt,
    ends_at: endsAt,
    subscription_ref: event.subscription_ref ?? purchase.subscription_ref,
    credits_granted: credits,
    updated_at: now,
  });
  const change = await refreshMemberAccess(app, trx, userId, now, buyer.created);
  const extended = !wasOpen || (previousEnd !== null && (endsAt === null || endsAt.getTime() > previousEnd.getTime()));
  if (extended) {
    await recordPurchaseOutcome(app, trx, {
      kind,
      purchase: { ...purchase, id, product_name: mapping!.name },
      userId,
      change,
      endsAt,
      at: now,
    });
  }
  return outcome('applied', change?.staff ? 'staffMember' : null);
}

/**
 * A subscription cancelled: each of its open charges ends with the paid period (the platform's
 * next charge date, else at once), and a charge that arrives later but is older is capped too.
 */
async function applyCancellation(
  app: FastifyInstance,
  trx: Kysely<Database>,
  event: SalesEventRow,
): Promise<ApplyOutcome> {
  const connectionId = event.connection_id!;
  const ref = event.subscription_ref;
  if (ref === null) return outcome('failed', 'noTransaction');
  const now = app.clock.now();
  const at = toDate(event.occurred_at)!;
  if (event.buyer_email) await lockBuyer(trx, app.database.kind, event.buyer_email);
  const previous = await findSubscriptionCancel(trx, connectionId, ref);
  if (previous && toDate(previous.canceled_at)!.getTime() >= at.getTime()) return outcome('recorded', 'superseded');
  const until = toDate(event.period_end) ?? at;
  await saveSubscriptionCancel(trx, { connectionId, ref, canceledAt: at, accessUntil: until });
  const charges = await subscriptionPurchasesForUpdate(trx, app.database.kind, connectionId, ref);
  const touched = new Set<string>();
  for (const charge of charges) {
    if (charge.status !== 'active' || toDate(charge.status_at)!.getTime() > at.getTime()) continue;
    const end = toDate(charge.ends_at);
    const endsAt = end === null || end.getTime() > until.getTime() ? until : end;
    await updatePurchase(trx, charge.id, {
      status: 'canceled',
      status_at: at,
      status_rank: RANK.canceled,
      ends_at: endsAt,
      updated_at: now,
    });
    if (charge.user_id !== null && !touched.has(charge.user_id)) {
      touched.add(charge.user_id);
      const change = await refreshMemberAccess(app, trx, charge.user_id, now);
      await recordPurchaseOutcome(app, trx, {
        kind: 'canceled',
        purchase: charge,
        userId: charge.user_id,
        change,
        endsAt,
        at: now,
      });
    }
  }
  return outcome('applied');
}
