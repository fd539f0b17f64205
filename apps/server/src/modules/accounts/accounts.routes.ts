import {
  RATE_LIMITS,
  forgotPasswordSchema,
  meResponseSchema,
  okResponseSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from '@blivion/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SignInDelayedError } from './account-limits.js';
import * as accounts from './accounts.service.js';

function limit({ max, windowMs }: { max: number; windowMs: number }) {
  return { rateLimit: { max, timeWindow: windowMs } };
}

const tags = ['Conta'];

export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof SignInDelayedError) reply.header('retry-after', String(error.seconds));
  });

  app.post(
    '/sign-up',
    { config: limit(RATE_LIMITS.signUp), schema: { tags, body: signUpSchema, response: { 201: meResponseSchema } } },
    async (request, reply) => reply.status(201).send(await accounts.signUp(request, reply, request.body)),
  );

  app.post(
    '/sign-in',
    { config: limit(RATE_LIMITS.signIn), schema: { tags, body: signInSchema, response: { 200: meResponseSchema } } },
    async (request, reply) => accounts.signIn(request, reply, request.body),
  );

  app.post('/sign-out', { schema: { tags, response: { 200: okResponseSchema } } }, async (request, reply) => {
    await accounts.signOut(request, reply);
    return { ok: true as const };
  });

  app.post(
    '/forgot-password',
    {
      config: limit(RATE_LIMITS.passwordRecovery),
      schema: { tags, body: forgotPasswordSchema, response: { 200: okResponseSchema } },
    },
    async (request) => {
      await accounts.requestPasswordReset(request, request.body);
      return { ok: true as const };
    },
  );

  app.post(
    '/reset-password',
    {
      config: limit(RATE_LIMITS.passwordRecovery),
      schema: { tags, body: resetPasswordSchema, response: { 200: okResponseSchema } },
    },
    async (request) => {
      await accounts.resetPassword(request, request.body);
      return { ok: true as const };
    },
  );
};
