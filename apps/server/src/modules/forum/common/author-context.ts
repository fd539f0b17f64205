import type { FastifyInstance } from 'fastify';
import { levelThresholds } from '../ranking/levels.js';
import type { AuthorContext } from './authors.js';

/** What every author shown in a list needs, read once per request. */
export async function authorContext(app: FastifyInstance): Promise<AuthorContext> {
  return { masterEmails: app.config.masterEmails, thresholds: await levelThresholds(app.database.db) };
}
