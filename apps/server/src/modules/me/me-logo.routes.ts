import { LOGO_MAX_BYTES, logoResponseSchema } from '@blivion/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember, requireStaff } from '../../plugins/authorization.js';
import { setPersonalLogo } from './me-settings.service.js';
import { acceptUploads } from '../uploads/index.js';

const tags = ['Conta'];

/** The personal logo (admin and master): POST a multipart image, DELETE to go back to the platform logo. */
export const meLogoRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  app.post(
    '/logo',
    {
      onRequest: requireStaff,
      config: { uploadMaxBytes: LOGO_MAX_BYTES },
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: logoResponseSchema } },
    },
    async (request) => ({ logoUrl: await setPersonalLogo(request, currentMember(request), true) }),
  );

  app.delete(
    '/logo',
    { onRequest: requireStaff, schema: { tags, response: { 200: logoResponseSchema } } },
    async (request) => ({ logoUrl: await setPersonalLogo(request, currentMember(request), false) }),
  );
};
