import {
  leaderboardPageSchema,
  leaderboardQuerySchema,
  levelThresholdsSchema,
  memberActivityPageSchema,
  memberActivityQuerySchema,
  memberCardSchema,
  memberIdParamsSchema,
  memberProfileSchema,
  mentionQuerySchema,
  mentionSuggestionsSchema,
  updateMemberProfileSchema,
} from '@blivion/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember } from '../../../plugins/authorization.js';
import { leaderboard } from '../ranking/leaderboard.service.js';
import { levelThresholdSettings, updateLevelThresholds } from '../ranking/levels.js';
import {
  memberActivity,
  memberCard,
  memberProfile,
  mentionSuggestions,
  updateMemberProfile,
} from './members.service.js';

const tags = ['Fórum'];

/** Member profiles, their cards, the '@' suggestions, the leaderboard page and the level thresholds. */
export const membersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/members/suggestions',
    { schema: { tags, querystring: mentionQuerySchema, response: { 200: mentionSuggestionsSchema } } },
    async (request) => mentionSuggestions(app, request.query),
  );

  app.get(
    '/members/:id',
    { schema: { tags, params: memberIdParamsSchema, response: { 200: memberProfileSchema } } },
    async (request) => memberProfile(app, currentMember(request), request.params.id),
  );

  app.patch(
    '/members/:id',
    {
      schema: {
        tags,
        params: memberIdParamsSchema,
        body: updateMemberProfileSchema,
        response: { 200: memberProfileSchema },
      },
    },
    async (request) => updateMemberProfile(app, currentMember(request), request.params.id, request.body),
  );

  app.get(
    '/members/:id/card',
    { schema: { tags, params: memberIdParamsSchema, response: { 200: memberCardSchema } } },
    async (request) => memberCard(app, request.params.id),
  );

  app.get(
    '/members/:id/activity',
    {
      schema: {
        tags,
        params: memberIdParamsSchema,
        querystring: memberActivityQuerySchema,
        response: { 200: memberActivityPageSchema },
      },
    },
    async (request) => memberActivity(app, currentMember(request), request.params.id, request.query),
  );

  app.get(
    '/leaderboard',
    { schema: { tags, querystring: leaderboardQuerySchema, response: { 200: leaderboardPageSchema } } },
    async (request) => leaderboard(app, currentMember(request), request.query),
  );

  app.get('/levels', { schema: { tags, response: { 200: levelThresholdsSchema } } }, async () =>
    levelThresholdSettings(app),
  );

  /** Administrators and the master change the thresholds; the names are catalogue texts. */
  app.put(
    '/levels',
    { schema: { tags, body: levelThresholdsSchema, response: { 200: levelThresholdsSchema } } },
    async (request) => updateLevelThresholds(app, currentMember(request), request.body),
  );
};
