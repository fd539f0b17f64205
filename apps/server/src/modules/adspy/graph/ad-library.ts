import type { AdSpyApiErrorReason } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import { staffMemberIds } from '../../accounts/index.js';
import { toDate } from '../../../db/schema.js';
import { AppError } from '../../../http/app-error.js';
import { notify } from '../../notifications/index.js';
import type { TokenRow } from '../tokens/tokens.repository.js';
import * as repo from '../tokens/tokens.repository.js';
import type { GraphAd, GraphFailure, GraphParams } from './graph-client.js';
import { callAdsArchive } from './graph-client.js';

/**
 * The Ad Library through every configured token (docs/decisions/0043): the token in use answers
 * until it fails; 17/613 rest it until the API says it regains access and the next one is tried;
 * 190 and 10/2332002 mark it dead and tell the admins; 4 stops every token (they share the app's
 * limit); 100 is our own bad request. Logs name the token by its id, never its value or the URL.
 */

export const TOKEN_PURPOSE = 'adspy.token';
export const CURRENT_TOKEN_KEY = 'currentTokenId';
export const APP_LIMITED_KEY = 'appLimitedUntil';
/** When the API gives no time to regain access; and the shortest rest, whatever it says. */
const DEFAULT_REST_SECONDS = 60 * 60;
const MIN_REST_SECONDS = 60;

export class AdSpyApiError extends AppError {
  constructor(
    readonly reason: AdSpyApiErrorReason,
    retryAfterSeconds: number | null = null,
  ) {
    super('ADSPY_API_ERROR', { reason, ...(retryAfterSeconds !== null ? { retryAfterSeconds } : {}) });
  }
}

export function isUsable(token: TokenRow, now: Date): boolean {
  const resting = toDate(token.resting_until);
  return token.dead_reason === null && (resting === null || resting <= now);
}

/** The token after `currentId` in id order (cyclic) that passes `accept`, starting with the current one. */
export function pickToken(tokens: TokenRow[], currentId: number | null, accept: (t: TokenRow) => boolean) {
  const start = Math.max(
    0,
    tokens.findIndex((t) => t.id === currentId),
  );
  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[(start + i) % tokens.length]!;
    if (accept(token)) return token;
  }
  return null;
}

export async function appLimitedUntil(app: FastifyInstance): Promise<Date | null> {
  const value = await repo.readSetting(app.database.db, APP_LIMITED_KEY);
  const until = value ? new Date(value) : null;
  return until && until > app.clock.now() ? until : null;
}

export async function currentTokenId(app: FastifyInstance): Promise<number | null> {
  const value = await repo.readSetting(app.database.db, CURRENT_TOKEN_KEY);
  return value === null ? null : Number(value);
}

function secondsUntil(app: FastifyInstance, until: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - app.clock.now().getTime()) / 1000));
}

async function tokenDied(app: FastifyInstance, token: TokenRow, failure: GraphFailure): Promise<void> {
  const reason = failure.code === 10 ? 'accountBlocked' : 'invalidToken';
  const at = app.clock.now();
  await app.database.db.transaction().execute(async (trx) => {
    if (!(await repo.markTokenDead(trx, token.id, reason, at))) return;
    await notify(trx, await staffMemberIds(trx, app.config.masterEmails), {
      kind: 'adSpy.tokenDead',
      actorId: null,
      subject: { type: 'adSpy.token', id: token.id },
      text: 'adSpy.notifications.tokenDead',
      params: { last4: token.last4 },
      link: '/adspy',
      at,
    });
  });
}

/** One ads_archive call with the token in use, rotating past tokens that are limited or dead. */
export async function adsArchive(
  app: FastifyInstance,
  params: GraphParams,
): Promise<{ ads: GraphAd[]; after: string | null }> {
  const db = app.database.db;
  const limited = await appLimitedUntil(app);
  if (limited) throw new AdSpyApiError('appLimited', secondsUntil(app, limited));
  const tokens = await repo.listTokens(db);
  if (tokens.length === 0) throw new AppError('ADSPY_NO_TOKEN');
  let currentId = await currentTokenId(app);
  const tried = new Set<number>();

  for (let attempt = 0; attempt < tokens.length; attempt += 1) {
    const now = app.clock.now();
    const token = pickToken(tokens, currentId, (t) => !tried.has(t.id) && isUsable(t, now));
    if (!token) break;
    tried.add(token.id);
    if (token.id !== currentId) {
      currentId = token.id;
      await repo.writeSetting(db, CURRENT_TOKEN_KEY, String(token.id));
    }
    let plain: string;
    try {
      plain = app.secretBox.open(token.sealed, TOKEN_PURPOSE);
    } catch {
      // Sealed under another SECRETS_KEY: unusable until an admin adds it again.
      await tokenDied(app, token, { kind: 'tokenDead', code: null, subcode: null, retryAfterSeconds: null });
      token.dead_reason = 'unreadable';
      continue;
    }
    const result = await callAdsArchive(app.config.metaGraphUrl, plain, params);
    await repo.recordTokenUse(db, token.id, result.usagePercent, app.clock.now());
    if (result.ok) return { ads: result.ads, after: result.after };

    const { failure } = result;
    app.log.warn(
      { tokenId: token.id, graphCode: failure.code, graphSubcode: failure.subcode, kind: failure.kind },
      'ad library call failed',
    );
    if (failure.kind === 'rateLimited') {
      const seconds = Math.max(failure.retryAfterSeconds ?? DEFAULT_REST_SECONDS, MIN_REST_SECONDS);
      const until = new Date(now.getTime() + seconds * 1000);
      await repo.restToken(db, token.id, until);
      token.resting_until = until;
      continue;
    }
    if (failure.kind === 'tokenDead') {
      await tokenDied(app, token, failure);
      token.dead_reason = 'invalidToken';
      continue;
    }
    if (failure.kind === 'appLimited') {
      const seconds = Math.max(failure.retryAfterSeconds ?? DEFAULT_REST_SECONDS, MIN_REST_SECONDS);
      await repo.writeSetting(db, APP_LIMITED_KEY, new Date(now.getTime() + seconds * 1000).toISOString());
      throw new AdSpyApiError('appLimited', seconds);
    }
    throw new AdSpyApiError(failure.kind);
  }

  if (tokens.every((t) => t.dead_reason !== null)) throw new AdSpyApiError('tokensInvalid');
  const wakes = tokens.filter((t) => t.dead_reason === null).map((t) => toDate(t.resting_until)?.getTime() ?? Infinity);
  const soonest = Math.min(...wakes);
  throw new AdSpyApiError('rateLimited', Number.isFinite(soonest) ? secondsUntil(app, new Date(soonest)) : null);
}
