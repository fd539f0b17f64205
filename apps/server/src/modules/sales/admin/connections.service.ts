import { randomBytes } from 'node:crypto';
import type {
  CreateSalesConnectionInput,
  SalesConnection,
  SalesConnectionCreated,
  SalesEvent,
  SalesPlatform,
  UpdateSalesConnectionInput,
} from '@blivion/shared';
import { SALES_CONNECTIONS_MAX, isStandardSecret } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { Member } from '../../../auth/member.js';
import { lastFour } from '../../../crypto/secret-box.js';
import { toIso } from '../../../db/schema.js';
import { AppError, fieldError, validationError } from '../../../http/app-error.js';
import { recordAudit } from '../../audit/index.js';
import { eventStatsByConnection, findEvent, rejectionsSince } from '../events/events.repository.js';
import { applyEventsNow } from '../events/processor.js';
import { samplePurchase } from '../platforms/samples.js';
import { forgetConnection } from '../webhooks/connection-cache.js';
import { receiveDelivery, secretPurpose } from '../webhooks/ingest.service.js';
import type { ConnectionRow } from './connections.repository.js';
import * as repo from './connections.repository.js';
import { eventView } from './events.service.js';
import { firstProductOf } from './products.service.js';

const DAY_MS = 86_400_000;

/** The address a connection's platform posts to. */
export function webhookUrl(app: FastifyInstance, publicId: string): string {
  return `${app.config.publicUrl.replace(/\/+$/, '')}/api/sales/webhooks/${publicId}`;
}

/** A new Standard Webhooks secret: `whsec_` and 32 random bytes in base64, as the spec writes them. */
function newStandardSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

export async function listConnections(app: FastifyInstance): Promise<{ items: SalesConnection[] }> {
  const db = app.database.db;
  const now = app.clock.now();
  const [rows, stats, rejections] = await Promise.all([
    repo.listConnections(db),
    eventStatsByConnection(db),
    rejectionsSince(db, new Date(now.getTime() - DAY_MS)),
  ]);
  const statsOf = new Map(stats.map((row) => [row.connection_id, row]));
  const rejectedOf = new Map(rejections.map((row) => [row.connection_id, row]));
  return {
    items: rows.map((row) => {
      const stat = statsOf.get(row.id);
      const rejected = rejectedOf.get(row.id);
      return {
        id: String(row.id),
        platform: row.platform as SalesPlatform,
        name: row.name,
        webhookUrl: webhookUrl(app, row.public_id),
        secretLastFour: row.secret_last_four,
        createdAt: toIso(row.created_at),
        lastEventAt: stat?.last_event_at ? toIso(stat.last_event_at) : null,
        failedEvents: Number(stat?.failed ?? 0),
        rejectedLastDay: Number(rejected?.count ?? 0),
        lastRejectedAt: rejected?.last_at ? toIso(rejected.last_at) : null,
      };
    }),
  };
}

async function connectionView(app: FastifyInstance, id: number): Promise<SalesConnection> {
  const view = (await listConnections(app)).items.find((item) => item.id === String(id));
  if (!view) throw new AppError('SALES_CONNECTION_NOT_FOUND');
  return view;
}

async function loadConnection(app: FastifyInstance, id: number): Promise<ConnectionRow> {
  const row = await repo.findConnection(app.database.db, id);
  if (!row) throw new AppError('SALES_CONNECTION_NOT_FOUND');
  return row;
}

/** 'Conectar': the secret is sealed at once; only its last four characters are ever shown again. */
export async function createConnection(
  app: FastifyInstance,
  actor: Member,
  input: CreateSalesConnectionInput,
): Promise<SalesConnectionCreated> {
  const db = app.database.db;
  if ((await repo.countConnections(db)) >= SALES_CONNECTIONS_MAX) throw new AppError('SALES_CONNECTIONS_LIMIT');
  const generated = input.platform === 'standard' && input.secret === undefined ? newStandardSecret() : null;
  const secret = generated ?? input.secret!;
  const publicId = randomBytes(18).toString('base64url');
  const at = app.clock.now();
  const id = await db.transaction().execute(async (trx) => {
    const created = await repo.insertConnection(trx, {
      publicId,
      platform: input.platform,
      name: input.name,
      sealed: app.secretBox.seal(secret, secretPurpose(publicId)),
      lastFour: lastFour(secret),
      at,
    });
    await recordAudit(trx, {
      actor,
      action: 'salesConnection.create',
      details: { platform: input.platform, name: input.name, connectionId: created },
      at,
    });
    return created;
  });
  return { connection: await connectionView(app, id), revealedSecret: generated };
}

/** Renames a connection or replaces its secret (the platform's token was changed). */
export async function updateConnection(
  app: FastifyInstance,
  actor: Member,
  id: number,
  input: UpdateSalesConnectionInput,
): Promise<SalesConnection> {
  const row = await loadConnection(app, id);
  const secret = input.secret?.trim();
  if (secret !== undefined && row.platform === 'standard' && !isStandardSecret(secret)) {
    throw validationError(fieldError('secret', 'sales.validation.standardSecret'));
  }
  const at = app.clock.now();
  await app.database.db.transaction().execute(async (trx) => {
    await repo.updateConnection(trx, id, {
      name: input.name,
      ...(secret !== undefined
        ? { sealed: app.secretBox.seal(secret, secretPurpose(row.public_id)), lastFour: lastFour(secret) }
        : {}),
      at,
    });
    await recordAudit(trx, {
      actor,
      action: 'salesConnection.update',
      details: { connectionId: id, name: input.name ?? row.name, secretReplaced: secret !== undefined },
      at,
    });
  });
  forgetConnection(app, row.public_id);
  return connectionView(app, id);
}

export async function deleteConnection(app: FastifyInstance, actor: Member, id: number): Promise<void> {
  const row = await loadConnection(app, id);
  const at = app.clock.now();
  await app.database.db.transaction().execute(async (trx) => {
    await repo.deleteConnection(trx, id);
    await recordAudit(trx, {
      actor,
      action: 'salesConnection.delete',
      details: { connectionId: id, platform: row.platform, name: row.name },
      at,
    });
  });
  forgetConnection(app, row.public_id);
}

/**
 * 'Testar': an approved purchase in the platform's shape, signed with the stored secret, goes
 * through the same checks and storage as a delivery, and the job checks it without applying it.
 * Answers the stored event: its reason says whether a real one would be applied.
 */
export async function testConnection(app: FastifyInstance, id: number): Promise<SalesEvent> {
  const row = await loadConnection(app, id);
  const platform = row.platform as SalesPlatform;
  const secret = app.secretBox.open(row.secret_sealed, secretPurpose(row.public_id));
  const product = (await firstProductOf(app, id)) ?? { id: 'produto-de-teste', name: 'Produto de teste' };
  const sample = samplePurchase(platform, secret, product, app.clock.now());
  const { eventId } = await receiveDelivery(app, { publicId: row.public_id, ...sample, test: true });
  await applyEventsNow(app, [eventId!]);
  const event = await findEvent(app.database.db, eventId!);
  return eventView(event!);
}
