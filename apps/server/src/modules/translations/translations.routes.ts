import { translationKeyParamsSchema, translationsResponseSchema, updateTranslationsSchema } from '@blivion/shared';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember, requireStaff } from '../../plugins/authorization.js';
import { currentVersion, resetOverrides, saveOverrides, translations } from './translations.service.js';

const tags = ['Traduções'];

const etagOf = (version: string) => `"${version}"`;

/** Prefix /api. Every visitor reads the overrides, revalidated on each load (ETag); admin and master edit them. */
export const translationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/translations',
    { schema: { tags, response: { 200: translationsResponseSchema, 304: z.null() } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-cache');
      const ifNoneMatch = request.headers['if-none-match'];
      const version = await currentVersion(app);
      if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etagOf(version))) {
        return reply.header('etag', etagOf(version)).status(304).send(null);
      }
      const body = await translations(app);
      return reply.header('etag', etagOf(body.version)).send(body);
    },
  );

  app.put(
    '/admin/translations',
    {
      onRequest: requireStaff,
      schema: { tags, body: updateTranslationsSchema, response: { 200: translationsResponseSchema, 304: z.null() } },
    },
    async (request) => saveOverrides(app, currentMember(request), request.body.overrides),
  );

  app.delete(
    '/admin/translations/:key',
    {
      onRequest: requireStaff,
      schema: {
        tags,
        params: translationKeyParamsSchema,
        response: { 200: translationsResponseSchema, 304: z.null() },
      },
    },
    async (request) => resetOverrides(app, currentMember(request), request.params.key),
  );

  app.delete(
    '/admin/translations',
    { onRequest: requireStaff, schema: { tags, response: { 200: translationsResponseSchema, 304: z.null() } } },
    async (request) => resetOverrides(app, currentMember(request)),
  );
};
