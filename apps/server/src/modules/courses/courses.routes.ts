import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The courses routes (issue 14) come with the next landing; this one brings the module's tables. */
export const coursesRoutes: FastifyPluginAsyncZod = async () => {};
