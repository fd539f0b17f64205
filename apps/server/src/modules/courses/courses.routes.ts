import {
  courseCatalogueQuerySchema,
  courseCataloguePageSchema,
  courseIdParamsSchema,
  coursePlayerQuerySchema,
  coursePlayerSchema,
  coursesInProgressSchema,
  lessonCompletionResponseSchema,
  lessonIdParamsSchema,
  lessonPositionResponseSchema,
  lessonPositionSchema,
  lessonQuestionsTopicSchema,
} from '@blivion/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember, requirePermission } from '../../plugins/authorization.js';
import { toId } from './course-views.js';
import { catalogue, inProgress, player } from './courses.service.js';
import { lessonQuestionsTopic } from './lesson-questions.service.js';
import { savePosition, setCompletion } from './progress.service.js';

const tags = ['Cursos'];

/**
 * The members' course routes, prefix /api. Every one needs the courses permission (premium within
 * its expiry, admin, master), checked before the body is read; inactive courses are the services' rule.
 */
export const coursesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requirePermission('courses'));

  app.get(
    '/courses',
    { schema: { tags, querystring: courseCatalogueQuerySchema, response: { 200: courseCataloguePageSchema } } },
    async (request) => catalogue(app, currentMember(request), request.query),
  );

  app.get('/courses/in-progress', { schema: { tags, response: { 200: coursesInProgressSchema } } }, async (request) =>
    inProgress(app, currentMember(request)),
  );

  app.get(
    '/courses/:courseId/player',
    {
      schema: {
        tags,
        params: courseIdParamsSchema,
        querystring: coursePlayerQuerySchema,
        response: { 200: coursePlayerSchema },
      },
    },
    async (request) => player(app, currentMember(request), toId(request.params.courseId), request.query.previewDate),
  );

  app.put(
    '/lessons/:lessonId/position',
    {
      schema: {
        tags,
        params: lessonIdParamsSchema,
        body: lessonPositionSchema,
        response: { 200: lessonPositionResponseSchema },
      },
    },
    async (request) => savePosition(app, currentMember(request), toId(request.params.lessonId), request.body),
  );

  app.put(
    '/lessons/:lessonId/completion',
    { schema: { tags, params: lessonIdParamsSchema, response: { 200: lessonCompletionResponseSchema } } },
    async (request) => setCompletion(app, currentMember(request), toId(request.params.lessonId), true),
  );

  app.delete(
    '/lessons/:lessonId/completion',
    { schema: { tags, params: lessonIdParamsSchema, response: { 200: lessonCompletionResponseSchema } } },
    async (request) => setCompletion(app, currentMember(request), toId(request.params.lessonId), false),
  );

  // 'Dúvidas da aula': the lesson's forum topic, created on first use (decision 0032).
  app.post(
    '/lessons/:lessonId/questions-topic',
    { schema: { tags, params: lessonIdParamsSchema, response: { 200: lessonQuestionsTopicSchema } } },
    async (request) => lessonQuestionsTopic(app, currentMember(request), toId(request.params.lessonId)),
  );
};
