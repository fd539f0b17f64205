import {
  LOGO_MAX_BYTES,
  featureSwitchesSchema,
  logoResponseSchema,
  platformResponseSchema,
  updateFeaturesSchema,
} from '@blivion/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember, requireMaster, requireStaff } from '../../plugins/authorization.js';
import { platformLogo, setPlatformLogo, updateFeatures } from './platform.service.js';
import { acceptUploads } from '../uploads/index.js';

const tags = ['Plataforma'];

/** Public platform data, the feature switches (staff) and the platform logo (master). Prefix: /api. */
export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  app.get('/platform', { schema: { tags, response: { 200: platformResponseSchema } } }, async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return { logoUrl: await platformLogo(app) };
  });

  app.put(
    '/admin/features',
    { onRequest: requireStaff, schema: { tags, body: updateFeaturesSchema, response: { 200: featureSwitchesSchema } } },
    async (request) => updateFeatures(app, currentMember(request), request.body),
  );

  app.post(
    '/admin/platform-logo',
    {
      onRequest: requireMaster,
      config: { uploadMaxBytes: LOGO_MAX_BYTES },
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: logoResponseSchema } },
    },
    async (request) => ({ logoUrl: await setPlatformLogo(request, currentMember(request), true) }),
  );

  app.delete(
    '/admin/platform-logo',
    { onRequest: requireMaster, schema: { tags, response: { 200: logoResponseSchema } } },
    async (request) => ({ logoUrl: await setPlatformLogo(request, currentMember(request), false) }),
  );
};
