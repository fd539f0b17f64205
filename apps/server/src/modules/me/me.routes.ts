import { meOrVisitorResponseSchema, meResponseSchema, updateProfileSchema } from '@blivion/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember, requireMember } from '../../plugins/authorization.js';
import { featureSwitches } from '../settings/index.js';
import { toMeResponse } from './me-response.js';
import { renameMember } from './me-settings.service.js';

const tags = ['Conta'];

/** Paths are '' (the prefix itself): '/' would list the routes as /api/me/ in the OpenAPI document. */
export const meRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('', { preHandler: requireMember, schema: { tags, response: { 200: meResponseSchema } } }, async (request) =>
    toMeResponse(currentMember(request), await featureSwitches(app.database.db)),
  );

  /**
   * The same answer, or null for a visitor, with 200 either way: the web app asks on every page, and
   * browsers log a 401 as an error (docs/decisions/0008). GET /api/me keeps its 401.
   */
  app.get('/session', { schema: { tags, response: { 200: meOrVisitorResponseSchema } } }, async (request, reply) => {
    if (!request.member) return reply.send(null);
    return toMeResponse(request.member, await featureSwitches(app.database.db));
  });

  /** Only the name: role, permissions and expiry are not fields of this body (strict schema), so they cannot be set here. */
  app.patch(
    '',
    { preHandler: requireMember, schema: { tags, body: updateProfileSchema, response: { 200: meResponseSchema } } },
    async (request) => {
      const member = currentMember(request);
      await renameMember(request, member, request.body.name);
      return toMeResponse({ ...member, name: request.body.name }, await featureSwitches(app.database.db));
    },
  );
};
