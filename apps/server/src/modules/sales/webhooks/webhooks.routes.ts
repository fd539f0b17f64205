import { SALES_WEBHOOK_BODY_MAX_BYTES, salesWebhookAckSchema } from '@blivion/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { whileDelivering } from '../events/processor.js';
import { receiveDelivery } from './ingest.service.js';

const tags = ['Vendas (webhooks)'];

/**
 * POST /api/sales/webhooks/:publicId, the URL each connection shows: no session, authenticated by
 * the platform's signature. The body is kept as the bytes that arrived (any content type), since
 * signatures are computed over them, and read only after the signature is checked.
 */
export const salesWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: SALES_WEBHOOK_BODY_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/:publicId',
    {
      bodyLimit: SALES_WEBHOOK_BODY_MAX_BYTES,
      schema: {
        tags,
        params: z.object({ publicId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) }),
        response: { 200: salesWebhookAckSchema },
      },
    },
    async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const { received, duplicate } = await whileDelivering(app, () =>
        receiveDelivery(app, {
          publicId: request.params.publicId,
          body,
          headers: request.headers,
          query: request.query as Record<string, unknown>,
        }),
      );
      return { received, duplicate };
    },
  );
};
