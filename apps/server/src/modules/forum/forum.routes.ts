import {
  activityQuerySchema,
  forumActivitySchema,
  forumPostingWaitSchema,
  forumRankingSchema,
  previewBodySchema,
  previewResponseSchema,
  rankingQuerySchema,
} from '@blivion/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember, requirePermission } from '../../plugins/authorization.js';
import { recentActivity } from './activity/activity.service.js';
import { categoriesRoutes } from './categories/categories.routes.js';
import { PostTooSoonError, secondsUntilNextPost } from './common/flood.js';
import { postImagesRoutes } from './images/post-images.routes.js';
import { renderMarkdown } from '../../markdown/render.js';
import { membersRoutes } from './members/members.routes.js';
import { ranking } from './ranking/ranking.service.js';
import { repliesRoutes } from './replies/replies.routes.js';
import { topicsRoutes } from './topics/topics.routes.js';

const tags = ['Fórum'];

/**
 * Prefix /api/forum. Every route needs the forum permission, checked before the body is read;
 * the rules of each action (author, moderator, master) are in the services.
 */
export const forumRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requirePermission('forum'));
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof PostTooSoonError) reply.header('retry-after', String(error.seconds));
  });

  await app.register(categoriesRoutes);
  await app.register(topicsRoutes);
  await app.register(repliesRoutes);
  await app.register(membersRoutes);
  await app.register(postImagesRoutes);

  app.get(
    '/ranking',
    { schema: { tags, querystring: rankingQuerySchema, response: { 200: forumRankingSchema } } },
    async (request) => ranking(app, currentMember(request), request.query.period),
  );

  /** When the member may post the next topic: the 'Novo Tópico' dialog counts down to it (the POST still checks). */
  app.get('/posting-wait', { schema: { tags, response: { 200: forumPostingWaitSchema } } }, async (request) => ({
    nextTopicInSeconds: await secondsUntilNextPost(
      app.database.db,
      currentMember(request).id,
      'topic',
      app.clock.now(),
    ),
  }));

  /** The composer's 'Visualizar' tab: the Markdown rendered exactly as the post will be. */
  app.post(
    '/preview',
    { schema: { tags, body: previewBodySchema, response: { 200: previewResponseSchema } } },
    async (request) => ({ html: renderMarkdown(request.body.content) }),
  );

  app.get(
    '/activity',
    { schema: { tags, querystring: activityQuerySchema, response: { 200: forumActivitySchema } } },
    async (request) => recentActivity(app, request.query.limit),
  );
};
