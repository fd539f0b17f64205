import type {
  CreateSalesProductInput,
  SalesAccess,
  SalesDuration,
  SalesOffer,
  SalesPlatform,
  SalesProduct,
  UnmappedSalesProduct,
  UpdateSalesProductInput,
  createSalesProductSchema,
  updateSalesProductSchema,
} from '@blivion/shared';
import { SALES_PRODUCTS_MAX } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Member } from '../../../auth/member.js';
import { AppError } from '../../../http/app-error.js';
import { recordAudit } from '../../audit/index.js';
import { failedEventsByProduct, unmappedProducts } from '../events/events.repository.js';
import { findConnection } from './connections.repository.js';
import type { ProductRow, ProductValues } from './products.repository.js';
import * as repo from './products.repository.js';
import { isUniqueViolation } from '../../../db/constraint-errors.js';

type CreateBody = z.output<typeof createSalesProductSchema>;
type UpdateBody = z.output<typeof updateSalesProductSchema>;

function productView(row: ProductRow, failed: number): SalesProduct {
  return {
    id: String(row.id),
    connectionId: String(row.connection_id),
    platform: row.platform as SalesPlatform,
    connectionName: row.connection_name,
    externalId: row.external_id,
    name: row.name,
    access: row.access as SalesAccess,
    duration: row.duration as SalesDuration,
    days: row.days,
    credits: row.credits,
    checkoutUrl: row.checkout_url,
    failedEvents: failed,
  };
}

function valuesOf(body: CreateBody | UpdateBody): ProductValues {
  return {
    externalId: body.externalId,
    name: body.name,
    access: body.access,
    duration: body.duration,
    days: body.duration === 'lifetime' ? null : body.days,
    credits: body.credits,
    checkoutUrl: body.checkoutUrl,
  };
}

export async function listProducts(app: FastifyInstance): Promise<{ items: SalesProduct[] }> {
  const db = app.database.db;
  const [rows, failed] = await Promise.all([repo.listProducts(db), failedEventsByProduct(db)]);
  const failedOf = (row: ProductRow) =>
    failed
      .filter(
        (f) =>
          f.connection_id === row.connection_id &&
          (f.product_ref === row.external_id || f.product_alt_ref === row.external_id),
      )
      .reduce((sum, f) => sum + Number(f.count), 0);
  return { items: rows.map((row) => productView(row, failedOf(row))) };
}

export async function listUnmapped(app: FastifyInstance): Promise<{ items: UnmappedSalesProduct[] }> {
  const rows = await unmappedProducts(app.database.db);
  return {
    items: rows.map((row) => ({
      connectionId: String(row.connection_id),
      platform: row.platform as SalesPlatform,
      connectionName: row.connection_name,
      externalId: row.product_ref!,
      name: row.product_name ?? null,
      events: Number(row.events),
    })),
  };
}

async function loadProductView(app: FastifyInstance, id: number): Promise<SalesProduct> {
  const view = (await listProducts(app)).items.find((item) => item.id === String(id));
  if (!view) throw new AppError('SALES_PRODUCT_NOT_FOUND');
  return view;
}

export async function createProduct(
  app: FastifyInstance,
  actor: Member,
  body: CreateSalesProductInput & CreateBody,
): Promise<SalesProduct> {
  const db = app.database.db;
  const connectionId = Number(body.connectionId);
  if (!(await findConnection(db, connectionId))) throw new AppError('SALES_CONNECTION_NOT_FOUND');
  if ((await repo.countProducts(db)) >= SALES_PRODUCTS_MAX) throw new AppError('SALES_PRODUCTS_LIMIT');
  const at = app.clock.now();
  const values = valuesOf(body);
  try {
    const id = await db.transaction().execute(async (trx) => {
      const created = await repo.insertProduct(trx, connectionId, values, at);
      await recordAudit(trx, { actor, action: 'salesProduct.create', details: { productId: created, ...values }, at });
      return created;
    });
    return await loadProductView(app, id);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('SALES_PRODUCT_TAKEN');
    throw error;
  }
}

export async function updateProduct(
  app: FastifyInstance,
  actor: Member,
  id: number,
  body: UpdateSalesProductInput & UpdateBody,
): Promise<SalesProduct> {
  const db = app.database.db;
  if (!(await repo.findProduct(db, id))) throw new AppError('SALES_PRODUCT_NOT_FOUND');
  const at = app.clock.now();
  const values = valuesOf(body);
  try {
    await db.transaction().execute(async (trx) => {
      await repo.updateProduct(trx, id, values, at);
      await recordAudit(trx, { actor, action: 'salesProduct.update', details: { productId: id, ...values }, at });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('SALES_PRODUCT_TAKEN');
    throw error;
  }
  return loadProductView(app, id);
}

export async function deleteProduct(app: FastifyInstance, actor: Member, id: number): Promise<void> {
  const db = app.database.db;
  const row = await repo.findProduct(db, id);
  if (!row) throw new AppError('SALES_PRODUCT_NOT_FOUND');
  const at = app.clock.now();
  await db.transaction().execute(async (trx) => {
    await repo.deleteProduct(trx, id);
    await recordAudit(trx, {
      actor,
      action: 'salesProduct.delete',
      details: { productId: id, externalId: row.external_id, name: row.name },
      at,
    });
  });
}

/** The first product mapped on a connection: what 'Testar' buys. */
export async function firstProductOf(app: FastifyInstance, connectionId: number) {
  const row = (await repo.listProducts(app.database.db)).find((product) => product.connection_id === connectionId);
  return row ? { id: row.external_id, name: row.name } : null;
}

/** Products a member can buy from a locked area ('Quero acesso', issue 30). */
export async function listOffers(app: FastifyInstance): Promise<{ items: SalesOffer[] }> {
  const rows = await repo.listOffers(app.database.db);
  return {
    items: rows.map((row) => ({
      id: String(row.id),
      name: row.name,
      access: row.access as SalesAccess,
      checkoutUrl: row.checkout_url!,
    })),
  };
}
