import type { FastifyInstance } from 'fastify';
import { authOptions } from './auth/auth.js';
import { migrateToLatest } from './db/migrate.js';
import { seedForumCategories } from './modules/forum/categories/seed.js';
import { applyScoreWeights } from './modules/forum/ranking/score-weights.js';

/** Migrations on every start (idempotent), then the first-run demo data of an empty database. */
export async function prepareDatabase(app: FastifyInstance): Promise<void> {
  const applied = await migrateToLatest(
    app.database,
    authOptions({ config: app.config, database: app.database, mailer: app.mailer, logger: app.log }),
  );
  if (applied.length > 0) app.log.info({ applied }, 'database migrations applied');
  const forumCategories = await seedForumCategories(app);
  if (forumCategories > 0) app.log.info({ forumCategories }, 'first-run forum categories created');
  if (await applyScoreWeights(app.database.db)) app.log.info('forum ranking scores computed with the current weights');
}
