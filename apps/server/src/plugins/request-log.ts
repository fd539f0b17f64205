import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { maskUrl } from '../logger.js';

/**
 * One info line per request once it is answered, in place of Fastify's two (incoming, completed):
 * each line is a serialization through the redaction and a write. Flat fields, URL masked as the
 * `req` serializer masks it; never headers, cookies or bodies.
 */
export const requestLogPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onResponse', (request, reply, done) => {
    reply.log.info(
      {
        method: request.method,
        url: maskUrl(request.url),
        ip: request.ip,
        statusCode: reply.statusCode,
        responseTime: reply.elapsedTime,
      },
      'request completed',
    );
    done();
  });
});
