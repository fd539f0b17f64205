import {
  adminAiModelListSchema,
  adminAiModelSchema,
  aiModelIdParamsSchema,
  aiProviderIdParamsSchema,
  aiProviderListSchema,
  aiProviderSchema,
  createAiModelSchema,
  createAiProviderSchema,
  okResponseSchema,
  saveAiKeySchema,
  updateAiModelSchema,
  updateAiProviderSchema,
} from '@blivion/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../plugins/authorization.js';
import { createModel, deleteModel, listAdminModels, updateModel } from './models.service.js';
import {
  createProvider,
  deleteProvider,
  deleteProviderKey,
  listProviderViews,
  saveProviderKey,
  testProviderConnection,
  updateProvider,
} from './providers.service.js';

const tags = ['IA (administração)'];
const providerParams = aiProviderIdParamsSchema;
const modelParams = aiModelIdParamsSchema;
const ok = { 200: okResponseSchema };
const optionalId = (id: string | undefined) => (id === undefined ? undefined : Number(id));

/**
 * 'Configurações de IA' and 'Gerenciar Modelos de IA', prefix /api/admin/ai: admin and master only.
 * No response ever carries a key: providers show whether they have one and its last four characters.
 */
export const adminAiRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireStaff);

  app.get('/providers', { schema: { tags, response: { 200: aiProviderListSchema } } }, async () => ({
    providers: await listProviderViews(app),
  }));

  app.post(
    '/providers',
    { schema: { tags, body: createAiProviderSchema, response: { 201: aiProviderSchema } } },
    async (request, reply) => reply.status(201).send(await createProvider(app, request.body)),
  );

  app.patch(
    '/providers/:providerId',
    { schema: { tags, params: providerParams, body: updateAiProviderSchema, response: { 200: aiProviderSchema } } },
    async (request) => updateProvider(app, Number(request.params.providerId), request.body),
  );

  app.delete('/providers/:providerId', { schema: { tags, params: providerParams, response: ok } }, async (request) => {
    await deleteProvider(app, Number(request.params.providerId));
    return { ok: true as const };
  });

  app.put(
    '/providers/:providerId/key',
    { schema: { tags, params: providerParams, body: saveAiKeySchema, response: { 200: aiProviderSchema } } },
    async (request) => saveProviderKey(app, Number(request.params.providerId), request.body.apiKey),
  );

  app.delete(
    '/providers/:providerId/key',
    { schema: { tags, params: providerParams, response: { 200: aiProviderSchema } } },
    async (request) => deleteProviderKey(app, Number(request.params.providerId)),
  );

  app.post(
    '/providers/:providerId/test',
    { schema: { tags, params: providerParams, response: { 200: aiProviderSchema } } },
    async (request) => testProviderConnection(app, Number(request.params.providerId)),
  );

  app.get('/models', { schema: { tags, response: { 200: adminAiModelListSchema } } }, async () => ({
    models: await listAdminModels(app),
  }));

  app.post(
    '/models',
    { schema: { tags, body: createAiModelSchema, response: { 201: adminAiModelSchema } } },
    async (request, reply) => {
      const body = { ...request.body, providerId: Number(request.body.providerId) };
      return reply.status(201).send(await createModel(app, body));
    },
  );

  app.patch(
    '/models/:modelId',
    { schema: { tags, params: modelParams, body: updateAiModelSchema, response: { 200: adminAiModelSchema } } },
    async (request) => {
      const body = { ...request.body, providerId: optionalId(request.body.providerId) };
      return updateModel(app, Number(request.params.modelId), body);
    },
  );

  app.delete('/models/:modelId', { schema: { tags, params: modelParams, response: ok } }, async (request) => {
    await deleteModel(app, Number(request.params.modelId));
    return { ok: true as const };
  });
};
