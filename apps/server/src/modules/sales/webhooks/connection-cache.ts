import type { FastifyInstance } from 'fastify';
import type { ConnectionRow } from '../admin/connections.repository.js';
import { findConnectionByPublicId } from '../admin/connections.repository.js';

/**
 * How long an instance reuses the connection row it read for a delivery (decision 0138): a burst
 * of deliveries costs one statement each (the insert) instead of two. The instance that renames,
 * re-keys or removes a connection forgets it at once (forgetConnection); another instance may
 * check a signature against the replaced secret for this long, a shorter overlap than the
 * platforms' own secret rotations allow.
 */
export const CONNECTION_REUSE_MS = 2_000;
/** Connections kept per instance; an academy has a handful. Unknown URLs are never kept. */
const KEPT_MAX = 100;

interface Kept {
  connection: ConnectionRow;
  until: number;
}

/** One map per app, keyed by its database handle as the sales job's worker is. */
const caches = new WeakMap<object, Map<string, Kept>>();

function cacheOf(app: FastifyInstance): Map<string, Kept> {
  let cache = caches.get(app.database);
  if (!cache) {
    cache = new Map();
    caches.set(app.database, cache);
  }
  return cache;
}

/**
 * The connection a webhook URL names: kept for CONNECTION_REUSE_MS (monotonic time), read again
 * when `fresh` (a signature that failed against the kept secret, an insert that found the row
 * gone). Undefined when no connection has that public id.
 */
export async function connectionForDelivery(
  app: FastifyInstance,
  publicId: string,
  fresh = false,
): Promise<ConnectionRow | undefined> {
  const cache = cacheOf(app);
  const now = performance.now();
  const kept = cache.get(publicId);
  if (!fresh && kept && kept.until > now) return kept.connection;
  const connection = await findConnectionByPublicId(app.database.db, publicId);
  cache.delete(publicId);
  if (connection) {
    if (cache.size >= KEPT_MAX) cache.delete(cache.keys().next().value!);
    cache.set(publicId, { connection, until: now + CONNECTION_REUSE_MS });
  }
  return connection;
}

/** Drops what this instance keeps of a connection (it was renamed, re-keyed or removed). */
export function forgetConnection(app: FastifyInstance, publicId: string): void {
  cacheOf(app).delete(publicId);
}
