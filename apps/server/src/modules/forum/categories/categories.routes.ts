import {
  categoryInputSchema,
  deleteCategoryQuerySchema,
  deleteCategoryResponseSchema,
  forumCategoryListSchema,
  forumCategoryManagementSchema,
  forumCategorySchema,
  forumIdParamsSchema,
} from '@blivion/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember } from '../../../plugins/authorization.js';
import {
  categoryManagement,
  createCategory,
  deleteCategory,
  listCategories,
  updateCategory,
} from './categories.service.js';

const tags = ['Fórum'];

/** Categories: every member lists them; admin and master open the management, only master changes it. */
export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/categories', { schema: { tags, response: { 200: forumCategoryListSchema } } }, async () => ({
    items: await listCategories(app),
  }));

  app.get(
    '/categories/manage',
    { schema: { tags, response: { 200: forumCategoryManagementSchema } } },
    async (request) => categoryManagement(app, currentMember(request)),
  );

  app.post(
    '/categories',
    { schema: { tags, body: categoryInputSchema, response: { 201: forumCategorySchema } } },
    async (request, reply) => reply.status(201).send(await createCategory(app, currentMember(request), request.body)),
  );

  app.patch(
    '/categories/:id',
    {
      schema: { tags, params: forumIdParamsSchema, body: categoryInputSchema, response: { 200: forumCategorySchema } },
    },
    async (request) => updateCategory(app, currentMember(request), request.params.id, request.body),
  );

  app.delete(
    '/categories/:id',
    {
      schema: {
        tags,
        params: forumIdParamsSchema,
        querystring: deleteCategoryQuerySchema,
        response: { 200: deleteCategoryResponseSchema },
      },
    },
    async (request) => deleteCategory(app, currentMember(request), request.params.id, request.query.moveTo),
  );
};
