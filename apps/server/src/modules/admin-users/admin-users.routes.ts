import {
  adminUserSchema,
  adminUsersPageSchema,
  adminUsersQuerySchema,
  createUserSchema,
  okResponseSchema,
  updateAccessSchema,
  userIdParamsSchema,
} from '@blivion/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember, requireStaff } from '../../plugins/authorization.js';
import { changeAccess, createUser, deleteUser, listUsers } from './admin-users.service.js';

const tags = ['Administração'];

/** Members, for admin and master; who may change whom is decided in the service (hierarchy.ts). */
export const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireStaff);

  app.get(
    '/',
    { schema: { tags, querystring: adminUsersQuerySchema, response: { 200: adminUsersPageSchema } } },
    async (request) => listUsers(app, request.query),
  );

  app.post(
    '/',
    { schema: { tags, body: createUserSchema, response: { 201: adminUserSchema } } },
    async (request, reply) => reply.status(201).send(await createUser(app, currentMember(request), request.body)),
  );

  app.patch(
    '/:id/access',
    { schema: { tags, params: userIdParamsSchema, body: updateAccessSchema, response: { 200: adminUserSchema } } },
    async (request) => changeAccess(app, currentMember(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    { schema: { tags, params: userIdParamsSchema, response: { 200: okResponseSchema } } },
    async (request) => {
      await deleteUser(app, currentMember(request), request.params.id);
      return { ok: true as const };
    },
  );
};
