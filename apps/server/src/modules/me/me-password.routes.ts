import { changePasswordSchema, okResponseSchema } from '@blivion/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireMember } from '../../plugins/authorization.js';
import { changePassword } from './me-settings.service.js';

const tags = ['Conta'];

/** POST /api/me/password: current password required; other sessions end; the new session cookie is set. */
export const mePasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/password',
    {
      onRequest: requireMember,
      config: { rateLimit: { max: 10, timeWindow: 60_000 } },
      schema: { tags, body: changePasswordSchema, response: { 200: okResponseSchema } },
    },
    async (request, reply) => {
      await changePassword(request, reply, request.body);
      return { ok: true as const };
    },
  );
};
