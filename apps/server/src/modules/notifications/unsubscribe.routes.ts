import { translate, unsubscribeQuerySchema, unsubscribeResultSchema } from '@blivion/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/app-error.js';
import { escapeHtml } from '../../mail/templates.js';
import { textOverrides } from '../translations/index.js';
import { unsubscribe } from './preferences.service.js';

const tags = ['Notificações'];
const KEYS = 'features.notificationPreferences';

/** A small page in pt-BR: the link is opened from an e-mail, by a member who may not be signed in. */
function page(title: string, lines: string[], link: { text: string; href: string }): string {
  return [
    '<!doctype html><html lang="pt-BR"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)}</title></head><body><main>`,
    `<h1>${escapeHtml(title)}</h1>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></p>`,
    '</main></body></html>',
  ].join('');
}

/**
 * The one-click unsubscribe link of notification e-mails (docs/decisions/0101), public: the signed
 * token is the authority. GET (the link in the e-mail) answers a page in Portuguese; POST is RFC
 * 8058's one-click request that mail clients send from the List-Unsubscribe-Post header.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  // RFC 8058's body is 'List-Unsubscribe=One-Click', form-encoded; the token is in the address.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_r, body, done) => done(null, { form: String(body) }),
  );

  app.get(
    '/',
    { schema: { tags, querystring: unsubscribeQuerySchema }, config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
    async (request, reply) => {
      const overrides = await textOverrides(app.database.db);
      const text = (key: string, params: Record<string, string> = {}) => translate(`${KEYS}.${key}`, params, overrides);
      const settings = { text: text('unsubscribe.settings'), href: '/settings' };
      reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .type('text/html; charset=utf-8');
      try {
        const kind = await unsubscribe(app, request.query.token);
        const kindName = text(`kinds.${kind}`);
        return page(
          text('unsubscribe.pageTitle'),
          [text('unsubscribe.done', { kind: kindName }), text('unsubscribe.doneHint')],
          settings,
        );
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        reply.code(error.statusCode);
        return page(
          text('unsubscribe.pageTitle'),
          [text('unsubscribe.invalid'), text('unsubscribe.invalidHint')],
          settings,
        );
      }
    },
  );

  app.post(
    '/',
    {
      schema: { tags, querystring: unsubscribeQuerySchema, response: { 200: unsubscribeResultSchema } },
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
    },
    async (request) => ({ kind: await unsubscribe(app, request.query.token), email: false as const }),
  );
};
