import type { FastifyInstance } from 'fastify';
import { authOptions } from './auth/auth.js';
import { migrateToLatest } from './db/migrate.js';
import { serverModules } from './module-list.js';

/**
 * Every module's migrations on every start (idempotent), then each module's first-run data (only
 * into an empty database), then each module's start-up steps (app.ts runs their onStop at close).
 */
export async function prepareDatabase(app: FastifyInstance): Promise<void> {
  const applied = await migrateToLatest(
    app.database,
    authOptions({ config: app.config, database: app.database, mailer: app.mailer, logger: app.log }),
    serverModules,
  );
  if (applied.length > 0) app.log.info({ applied }, 'database migrations applied');
  for (const serverModule of serverModules) await serverModule.firstRunData?.(app);
  for (const serverModule of serverModules) await serverModule.onStart?.(app);
}
