import { AVATAR_MAX_BYTES, avatarResponseSchema } from '@blivion/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentMember, requireMember } from '../../plugins/authorization.js';
import { setAvatar } from './me-settings.service.js';
import { acceptUploads } from '../uploads/index.js';

const tags = ['Conta'];

/** The profile photo (every member): POST a multipart image, DELETE to go back to the initials. */
export const meAvatarRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  app.post(
    '/avatar',
    {
      onRequest: requireMember,
      config: { uploadMaxBytes: AVATAR_MAX_BYTES },
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: avatarResponseSchema } },
    },
    async (request) => ({ avatarUrl: await setAvatar(request, currentMember(request), true) }),
  );
  app.delete(
    '/avatar',
    { onRequest: requireMember, schema: { tags, response: { 200: avatarResponseSchema } } },
    async (request) => ({ avatarUrl: await setAvatar(request, currentMember(request), false) }),
  );
};
