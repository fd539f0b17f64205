import {
  createTopicSchema,
  forumIdParamsSchema,
  forumLikeStateSchema,
  forumPollSchema,
  forumTopicDetailSchema,
  forumTopicPageSchema,
  moderateTopicSchema,
  okResponseSchema,
  pollVoteSchema,
  topicListQuerySchema,
  topicSearchQuerySchema,
  updateTopicSchema,
} from '@blivion/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember } from '../../../plugins/authorization.js';
import { like, unlike } from '../likes/likes.service.js';
import { retractVote, vote } from '../polls/polls.service.js';
import { searchTopics } from '../search/search.service.js';
import { listTopics } from './topic-list.service.js';
import { createTopic, deleteTopic, getTopic, moderateTopic, updateTopic } from './topics.service.js';

const tags = ['Fórum'];
const params = forumIdParamsSchema;

/** Topics: the list, search, the topic page, authoring, moderation, likes and the poll vote. */
export const topicsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/topics',
    { schema: { tags, querystring: topicListQuerySchema, response: { 200: forumTopicPageSchema } } },
    async (request) => listTopics(app, request.query),
  );

  app.get(
    '/search',
    { schema: { tags, querystring: topicSearchQuerySchema, response: { 200: forumTopicPageSchema } } },
    async (request) => searchTopics(app, request.query),
  );

  app.post(
    '/topics',
    { schema: { tags, body: createTopicSchema, response: { 201: forumTopicDetailSchema } } },
    async (request, reply) => reply.status(201).send(await createTopic(app, currentMember(request), request.body)),
  );

  app.get('/topics/:id', { schema: { tags, params, response: { 200: forumTopicDetailSchema } } }, async (request) =>
    getTopic(app, currentMember(request), request.params.id),
  );

  app.patch(
    '/topics/:id',
    { schema: { tags, params, body: updateTopicSchema, response: { 200: forumTopicDetailSchema } } },
    async (request) => updateTopic(app, currentMember(request), request.params.id, request.body),
  );

  app.patch(
    '/topics/:id/moderation',
    { schema: { tags, params, body: moderateTopicSchema, response: { 200: forumTopicDetailSchema } } },
    async (request) => moderateTopic(app, currentMember(request), request.params.id, request.body),
  );

  app.delete('/topics/:id', { schema: { tags, params, response: { 200: okResponseSchema } } }, async (request) => {
    await deleteTopic(app, currentMember(request), request.params.id);
    return { ok: true as const };
  });

  app.put('/topics/:id/like', { schema: { tags, params, response: { 200: forumLikeStateSchema } } }, async (request) =>
    like(app, currentMember(request), 'topic', request.params.id),
  );

  app.delete(
    '/topics/:id/like',
    { schema: { tags, params, response: { 200: forumLikeStateSchema } } },
    async (request) => unlike(app, currentMember(request), 'topic', request.params.id),
  );

  app.put(
    '/topics/:id/poll/vote',
    { schema: { tags, params, body: pollVoteSchema, response: { 200: forumPollSchema } } },
    async (request) => vote(app, currentMember(request), request.params.id, request.body.optionIds),
  );

  app.delete(
    '/topics/:id/poll/vote',
    { schema: { tags, params, response: { 200: forumPollSchema } } },
    async (request) => retractVote(app, currentMember(request), request.params.id),
  );
};
