import { createHash } from 'node:crypto';
import type { SalesPlatform, SalesWebhookAck } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../http/app-error.js';
import { countRejection, insertEvent } from '../events/events.repository.js';
import { kickSalesEvents } from '../events/processor.js';
import { readHotmart } from '../platforms/hotmart.js';
import { readKiwify } from '../platforms/kiwify.js';
import type { NormalizedEvent } from '../platforms/normalized.js';
import { UnreadablePayload } from '../platforms/normalized.js';
import { readStandard } from '../platforms/standard.js';
import { connectionForDelivery, forgetConnection } from './connection-cache.js';
import type { DeliveryCredentials, Verification } from './signatures.js';
import { verifyDelivery } from './signatures.js';
import { isForeignKeyViolation } from '../../../db/constraint-errors.js';

/** Bound into each sealed secret: a value sealed for one connection cannot be opened as another's. */
export const secretPurpose = (publicId: string) => `sales-connection:${publicId}`;

/** Where a connection's secret may appear in a body (Hotmart's envelope can carry the hottok): blanked before storing. */
const HIDDEN = '[oculto]';

export interface Delivery extends DeliveryCredentials {
  publicId: string;
  body: Buffer;
  /** A 'Testar' event: checked by the job as a real one would be, and never applied. */
  test?: boolean;
}

function read(platform: SalesPlatform, body: string, verification: Verification & { ok: true }): NormalizedEvent {
  if (platform === 'hotmart') return readHotmart(body);
  if (platform === 'kiwify') return readKiwify(body);
  return readStandard(body, verification.standard!.webhookId, verification.standard!.timestamp);
}

/**
 * A platform's delivery (decision 0068): the connection its URL names, then its signature against
 * the connection's sealed secret, before anything of the body is parsed or stored. A refused one
 * is counted (401) and its body dropped. An accepted one is stored once per platform event id
 * (a retry, or the same delivery to another instance, finds it stored) and answered at once; the
 * job applies it. A body that is authentic but not in the platform's shape is stored as failed.
 * The connection row is reused for a moment (connection-cache.ts) and read again before a
 * signature is refused or when the insert finds the connection gone.
 */
export async function receiveDelivery(
  app: FastifyInstance,
  delivery: Delivery,
  fresh = false,
): Promise<SalesWebhookAck & { eventId: number | null }> {
  const db = app.database.db;
  const now = app.clock.now();
  const connection = await connectionForDelivery(app, delivery.publicId, fresh);
  if (!connection) {
    await countRejection(db, { connectionId: 0, reason: 'unknownConnection', at: now });
    throw new AppError('SALES_WEBHOOK_NOT_FOUND');
  }
  const platform = connection.platform as SalesPlatform;
  const secret = app.secretBox.open(connection.secret_sealed, secretPurpose(connection.public_id));
  const verification = verifyDelivery(platform, delivery, delivery.body, secret);
  if (!verification.ok) {
    // The kept secret may have been replaced on another instance: the stored one decides.
    if (!fresh) return receiveDelivery(app, delivery, true);
    await countRejection(db, { connectionId: connection.id, reason: verification.reason, at: now });
    throw new AppError('SALES_WEBHOOK_UNAUTHENTICATED');
  }
  const body = delivery.body.toString('utf8');
  let event: NormalizedEvent | null = null;
  try {
    event = read(platform, body, verification);
  } catch (error) {
    if (!(error instanceof UnreadablePayload)) throw error;
  }
  const stored = insertEvent(db, {
    connectionId: connection.id,
    platform,
    externalId: event?.externalId ?? `unreadable:${createHash('sha256').update(delivery.body).digest('hex')}`,
    eventType: event?.eventType ?? '?',
    kind: event?.kind ?? 'other',
    state: event ? 'received' : 'failed',
    reason: event ? null : 'unreadable',
    test: delivery.test === true,
    transaction: event?.transaction ?? null,
    subscriptionRef: event?.subscriptionRef ?? null,
    productRef: event?.productRef ?? null,
    productAltRef: event?.productAltRef ?? null,
    productName: event?.productName ?? null,
    buyerEmail: event?.buyerEmail ?? null,
    buyerName: event?.buyerName ?? null,
    occurredAt: event?.occurredAt ?? now,
    approvedAt: event?.approvedAt ?? null,
    periodEnd: event?.periodEnd ?? null,
    rawBody: secret.length >= 8 ? body.replaceAll(secret, HIDDEN) : body,
    receivedAt: now,
  });
  let id: number | null;
  try {
    id = await stored;
  } catch (error) {
    // The connection was removed (on another instance) since this one read it.
    if (fresh || !isForeignKeyViolation(error)) throw error;
    forgetConnection(app, delivery.publicId);
    return receiveDelivery(app, delivery, true);
  }
  if (id !== null && event && !delivery.test) kickSalesEvents(app);
  return { received: true, duplicate: id === null, eventId: id };
}
