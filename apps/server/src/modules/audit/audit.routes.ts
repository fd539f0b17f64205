import { auditPageSchema, auditQuerySchema } from '@blivion/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMaster } from '../../plugins/authorization.js';
import { auditPage } from './audit.service.js';

const tags = ['Administração'];

/** The audit log: master only, newest first. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { onRequest: requireMaster, schema: { tags, querystring: auditQuerySchema, response: { 200: auditPageSchema } } },
    async (request) => auditPage(app.database.db, request.query),
  );
};
