import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** A synchronous step every request passes before routing's own hooks: an error refuses it. */
export type RequestCheck = (request: FastifyRequest, reply: FastifyReply) => Error | undefined;

const checksOf = new WeakMap<FastifyInstance, RequestCheck[]>();

/**
 * Adds a step to the app's one `onRequest` gate (for plugins wrapped with fastify-plugin, whose
 * instance is the app's). The steps run in the order the plugins registered them; the first error
 * ends the request. One hook instead of one per plugin: each hook is a step of Fastify's hook
 * runner on every request (bench/README.md, item 1).
 */
export function addRequestCheck(app: FastifyInstance, check: RequestCheck): void {
  let checks = checksOf.get(app);
  if (!checks) {
    const list: RequestCheck[] = [];
    checks = list;
    checksOf.set(app, list);
    app.addHook('onRequest', (request, reply, done) => {
      for (const step of list) {
        const error = step(request, reply);
        if (error) return done(error);
      }
      done();
    });
  }
  checks.push(check);
}
