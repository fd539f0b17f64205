import { SESSION_ABSOLUTE_MAX_SECONDS } from '@blivion/shared';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SESSION_COOKIE_PREFIX } from '../auth/auth.js';
import { toDate } from '../db/schema.js';
import type { Member } from '../modules/me/member.js';
import { loadMember } from '../modules/me/member.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, resolved from the session cookie on every API request; null for visitors. */
    member: Member | null;
  }
}

const SESSION_COOKIE = `${SESSION_COOKIE_PREFIX}.session_token`;

function hasSessionCookie(request: FastifyRequest): boolean {
  return (request.headers.cookie ?? '').includes(SESSION_COOKIE);
}

export const sessionPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('member', null);

  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') || !hasSessionCookie(request)) return;
    const session = await app.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    if (!session) return;
    const now = app.clock.now();
    const createdAt = toDate(session.session.createdAt);
    if (createdAt && now.getTime() - createdAt.getTime() > SESSION_ABSOLUTE_MAX_SECONDS * 1000) {
      await app.database.db.deleteFrom('session').where('id', '=', session.session.id).execute();
      return;
    }
    request.member = await loadMember(app.database.db, session.user.id, app.config.masterEmails, now);
  });
});
