import {
  creditAdjustmentBodySchema,
  creditAllowanceBodySchema,
  creditAllowanceParamsSchema,
  creditAllowancesSchema,
  creditEntriesPageSchema,
  creditEntriesQuerySchema,
  creditMemberParamsSchema,
  memberCreditsDetailSchema,
  memberCreditsPageSchema,
  memberCreditsQuerySchema,
} from '@blivion/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember, requireStaff } from '../../plugins/authorization.js';
import {
  adjustCredits,
  allowances,
  changeAllowance,
  memberCreditsDetail,
  memberCreditsPage,
} from './admin-credits.service.js';
import { creditHistory } from './credits.service.js';

const tags = ['Créditos de IA (administração)'];
const params = creditMemberParamsSchema;

/**
 * Credits administration, prefix /api/admin/ai/credits: admin and master (as the AI models' administration). Grants
 * and removals with a reason, the monthly allowance per role, usage per member.
 */
export const adminAiCreditsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireStaff);

  app.get(
    '/members',
    { schema: { tags, querystring: memberCreditsQuerySchema, response: { 200: memberCreditsPageSchema } } },
    async (request) => memberCreditsPage(app, request.query),
  );

  app.get('/members/:id', { schema: { tags, params, response: { 200: memberCreditsDetailSchema } } }, async (request) =>
    memberCreditsDetail(app, request.params.id),
  );

  app.get(
    '/members/:id/usage',
    { schema: { tags, params, querystring: creditEntriesQuerySchema, response: { 200: creditEntriesPageSchema } } },
    async (request) => {
      await memberCreditsDetail(app, request.params.id);
      return creditHistory(app, request.params.id, request.query);
    },
  );

  app.post(
    '/members/:id/adjustments',
    { schema: { tags, params, body: creditAdjustmentBodySchema, response: { 200: memberCreditsDetailSchema } } },
    async (request) => adjustCredits(app, currentMember(request), request.params.id, request.body),
  );

  app.get('/allowances', { schema: { tags, response: { 200: creditAllowancesSchema } } }, async () => allowances(app));

  app.put(
    '/allowances/:role',
    {
      schema: {
        tags,
        params: creditAllowanceParamsSchema,
        body: creditAllowanceBodySchema,
        response: { 200: creditAllowancesSchema },
      },
    },
    async (request) => changeAllowance(app, currentMember(request), request.params.role, request.body.monthlyCredits),
  );
};
