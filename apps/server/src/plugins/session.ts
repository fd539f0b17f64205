import { SESSION_ABSOLUTE_MAX_SECONDS } from '@blivion/shared';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { readCookie, rememberingAccepted, verifySignedToken } from '../auth/session-cookie.js';
import { toDate } from '../db/schema.js';
import { isApiRequest } from '../http/request-path.js';
import { forwardCookies } from '../auth/better-auth-call.js';
import type { Member } from '../auth/member.js';
import { loadMember, memberFromRow } from '../auth/member.js';
import type { SessionMemberRow } from '../auth/member.repository.js';
import { deleteSession, findSessionMember, findSessionMemberNow } from '../auth/member.repository.js';
import { MUST_WAIT } from '../db/precompiled.js';
import { fastPathOn } from '../fast-paths.js';
import { addRequestCheck } from './request-checks.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, resolved from the session cookie on every API request; null for visitors. */
    member: Member | null;
  }
}

const ABSOLUTE_MAX_MS = SESSION_ABSOLUTE_MAX_SECONDS * 1000;

/**
 * Resolves request.member from better-auth's signed session cookie. The common case (a valid, fresh
 * session) is checked here: the cookie's HMAC as better-call signs it, then the session and the
 * member in one precompiled query. Whatever better-auth itself must handle (an expired session to
 * delete, a session due for its sliding refresh, a member without profile rows) goes through its
 * getSession, and the refreshed cookie is passed on.
 */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('member', null);
  const context = await app.auth.$context;
  const cookieName = context.authCookies.sessionToken.name;
  const { expiresIn, updateAge } = context.sessionConfig;
  const verifiedToken = rememberingAccepted((value) => verifySignedToken(value, context.secret));

  const endSession = (sessionId: string) => deleteSession(app.database.db, sessionId);

  async function withBetterAuth(request: FastifyRequest, reply: FastifyReply): Promise<Member | null> {
    const { headers, response: session } = await app.auth.api.getSession({
      headers: fromNodeHeaders(request.headers),
      returnHeaders: true,
    });
    forwardCookies(reply, headers);
    if (!session) return null;
    const createdAt = toDate(session.session.createdAt);
    if (createdAt && app.clock.now().getTime() - createdAt.getTime() > ABSOLUTE_MAX_MS) {
      await endSession(session.session.id);
      return null;
    }
    return loadMember(app.database.db, session.user.id, app.config.masterEmails, app.clock.now());
  }

  /** Sets request.member from the session's row; a promise when better-auth or a write must be waited for. */
  function settle(request: FastifyRequest, reply: FastifyReply, row: SessionMemberRow | undefined) {
    if (!row) return undefined;
    const now = app.clock.now();
    const createdAt = toDate(row.sessionCreatedAt)!;
    if (now.getTime() - createdAt.getTime() > ABSOLUTE_MAX_MS) return endSession(row.sessionId);
    // better-auth's own rules and clock (session.mjs): expired below, refresh due at updateAge.
    const expiresAt = toDate(row.sessionExpiresAt)!.getTime();
    const wallClock = Date.now();
    const member = row.forum === null ? null : memberFromRow(row, app.config.masterEmails, now);
    if (expiresAt < wallClock || expiresAt - expiresIn * 1000 + updateAge * 1000 <= wallClock || !member) {
      return withBetterAuth(request, reply).then((refreshed) => {
        request.member = refreshed;
      });
    }
    request.member = member;
    return undefined;
  }

  // A step of the onRequest gate, synchronous on SQLite: a hook of its own, and an async one, was a
  // measurable share of every signed-in request (bench/README.md, item 1).
  addRequestCheck(app, (request, reply) => {
    const header = request.headers.cookie;
    if (header === undefined || !isApiRequest(request) || !header.includes(cookieName)) return undefined;
    if (!fastPathOn('session'))
      return withBetterAuth(request, reply).then((member) => {
        request.member = member;
      });
    const signed = readCookie(header, cookieName);
    const token = signed === null ? null : verifiedToken(signed);
    if (token === null) return undefined;
    const row = findSessionMemberNow(app.database.db, token);
    if (row !== MUST_WAIT) return settle(request, reply, row);
    return findSessionMember(app.database.db, token).then((found) => settle(request, reply, found));
  });
});
