import {
  aiAgentDetailSchema,
  aiAgentIdParamsSchema,
  aiAgentListSchema,
  aiPickerSchema,
  createAiAgentSchema,
  okResponseSchema,
  updateAiAgentSchema,
} from '@blivion/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember, requirePermission } from '../../plugins/authorization.js';
import { createAgent, deleteAgent, getAgent, listAgents, picker, updateAgent } from './agents.service.js';

const tags = ['IA'];
const params = aiAgentIdParamsSchema;

/** The member's side, prefix /api/ai: the picker and agents, behind the aiLab permission. */
export const aiModelsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requirePermission('aiLab'));

  app.get('/models', { schema: { tags, response: { 200: aiPickerSchema } } }, async (request) =>
    picker(app, currentMember(request)),
  );

  app.get('/agents', { schema: { tags, response: { 200: aiAgentListSchema } } }, async (request) => ({
    agents: await listAgents(app, currentMember(request)),
  }));

  app.get('/agents/:agentId', { schema: { tags, params, response: { 200: aiAgentDetailSchema } } }, async (request) =>
    getAgent(app, currentMember(request), Number(request.params.agentId)),
  );

  app.post(
    '/agents',
    { schema: { tags, body: createAiAgentSchema, response: { 201: aiAgentDetailSchema } } },
    async (request, reply) => {
      const { scope, modelId, ...fields } = request.body;
      const agent = await createAgent(app, currentMember(request), scope, { ...fields, modelId: Number(modelId) });
      return reply.status(201).send(agent);
    },
  );

  app.patch(
    '/agents/:agentId',
    { schema: { tags, params, body: updateAiAgentSchema, response: { 200: aiAgentDetailSchema } } },
    async (request) => {
      const { modelId, ...fields } = request.body;
      const change = { ...fields, ...(modelId !== undefined ? { modelId: Number(modelId) } : {}) };
      return updateAgent(app, currentMember(request), Number(request.params.agentId), change);
    },
  );

  app.delete('/agents/:agentId', { schema: { tags, params, response: { 200: okResponseSchema } } }, async (request) => {
    await deleteAgent(app, currentMember(request), Number(request.params.agentId));
    return { ok: true as const };
  });
};
