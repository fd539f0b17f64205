import type { AuditAction, CatalogueKey, SalesEventKind } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { accessDate } from '../../admin-users/index.js';
import { recordAudit } from '../../audit/index.js';
import { notify } from '../../notifications/index.js';
import { platformName } from './credits.js';
import type { AccessChange } from './member-access.js';
import type { PurchaseRow } from './purchases.repository.js';

const ACTIONS: Partial<Record<SalesEventKind, AuditAction>> = {
  approved: 'sales.purchaseApproved',
  completed: 'sales.purchaseApproved',
  renewed: 'sales.purchaseRenewed',
  refunded: 'sales.purchaseRefunded',
  chargeback: 'sales.purchaseChargeback',
  protest: 'sales.purchaseProtest',
  canceled: 'sales.subscriptionCanceled',
};

function noticeText(kind: SalesEventKind, endsAt: Date | null): CatalogueKey {
  if (kind === 'refunded' || kind === 'chargeback' || kind === 'protest') return `sales.notifications.${kind}`;
  if (kind === 'canceled') return 'sales.notifications.canceled';
  return endsAt ? 'sales.notifications.approvedUntil' : 'sales.notifications.approved';
}

/**
 * The audit entry ('Compra aprovada — Hotmart, produto X', the platform as the actor) and the
 * member's notification of what a purchase event did, in the applying transaction.
 */
export async function recordPurchaseOutcome(
  app: FastifyInstance,
  trx: Kysely<Database>,
  result: {
    kind: SalesEventKind;
    purchase: PurchaseRow;
    userId: string;
    change: AccessChange | null;
    endsAt: Date | null;
    at: Date;
  },
): Promise<void> {
  const { kind, purchase, userId, change, endsAt, at } = result;
  const action = ACTIONS[kind];
  if (!action) return;
  const platform = platformName(purchase.platform);
  await recordAudit(trx, {
    actor: { id: null, name: platform },
    action,
    target: { id: userId, email: change?.email ?? purchase.buyer_email },
    details: {
      platform,
      product: purchase.product_name,
      transaction: purchase.transaction_ref,
      endsAt: endsAt ? endsAt.toISOString() : null,
      ...(change && !change.staff ? { before: change.before, after: change.after } : {}),
    },
    at,
  });
  await notify(trx, [userId], {
    kind: 'sales.purchase',
    actorId: null,
    subject: { type: 'sales.purchase', id: purchase.id },
    text: noticeText(kind, endsAt),
    params: { product: purchase.product_name, ...(endsAt ? { date: accessDate(endsAt) } : {}) },
    link: '/profile',
    at,
  });
}
