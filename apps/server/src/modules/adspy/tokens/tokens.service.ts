import type { AdSpyStatus, AdSpyToken, AdSpyTokenList } from '@blivion/shared';
import { ADSPY_CACHE_TTL_SECONDS, ADSPY_TOKENS_MAX, isStaff } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { Member } from '../../../auth/member.js';
import { lastFour } from '../../../crypto/secret-box.js';
import { toDate, toIso } from '../../../db/schema.js';
import { AppError } from '../../../http/app-error.js';
import {
  appLimitedUntil,
  currentTokenId,
  CURRENT_TOKEN_KEY,
  isUsable,
  pickToken,
  TOKEN_PURPOSE,
} from '../graph/ad-library.js';
import { withdrawAbout } from '../../notifications/index.js';
import type { TokenRow } from './tokens.repository.js';
import * as repo from './tokens.repository.js';

/** Ad Library tokens: sealed at rest, shown by their last four, cycled by 'Alternar Token'. */

function stateOf(token: TokenRow, now: Date): AdSpyToken['state'] {
  if (token.dead_reason !== null) return 'dead';
  return isUsable(token, now) ? 'active' : 'resting';
}

/** The token in use: the stored one while it is not dead, else the next that is not. */
function currentOf(tokens: TokenRow[], storedId: number | null): TokenRow | null {
  return pickToken(tokens, storedId, (t) => t.dead_reason === null) ?? null;
}

export async function listTokenViews(app: FastifyInstance): Promise<AdSpyTokenList> {
  const now = app.clock.now();
  const tokens = await repo.listTokens(app.database.db);
  const current = currentOf(tokens, await currentTokenId(app));
  const limited = await appLimitedUntil(app);
  return {
    tokens: tokens.map((t) => {
      const resting = toDate(t.resting_until);
      return {
        id: String(t.id),
        last4: t.last4,
        state: stateOf(t, now),
        restingUntil: resting && resting > now ? resting.toISOString() : null,
        deadReason: t.dead_reason,
        usagePercent: t.usage_percent,
        lastUsedAt: t.last_used_at === null ? null : toIso(t.last_used_at),
        createdAt: toIso(t.created_at),
        isCurrent: current?.id === t.id,
      };
    }),
    currentPosition: current ? tokens.indexOf(current) + 1 : null,
    total: tokens.length,
    appLimitedUntil: limited ? limited.toISOString() : null,
  };
}

/**
 * Stores a new token, sealed. Refused: past ADSPY_TOKENS_MAX (ADSPY_TOKENS_LIMIT) and a token already
 * stored (ADSPY_TOKEN_TAKEN), also when the same token is added twice at once.
 */
export async function addToken(app: FastifyInstance, member: Member, token: string): Promise<AdSpyTokenList> {
  await app.database.db.transaction().execute(async (trx) => {
    await repo.lockTokenAdding(trx, app.database.kind);
    const tokens = await repo.listTokens(trx);
    if (tokens.length >= ADSPY_TOKENS_MAX) throw new AppError('ADSPY_TOKENS_LIMIT', { max: ADSPY_TOKENS_MAX });
    // A token already stored is refused: the sealed values differ, so compare the opened ones.
    for (const stored of tokens) {
      let plain: string | null;
      try {
        plain = app.secretBox.open(stored.sealed, TOKEN_PURPOSE);
      } catch {
        plain = null;
      }
      if (plain === token) throw new AppError('ADSPY_TOKEN_TAKEN', { last4: stored.last4 });
    }
    await repo.insertToken(trx, {
      sealed: app.secretBox.seal(token, TOKEN_PURPOSE),
      last4: lastFour(token),
      createdBy: member.id,
      at: app.clock.now(),
    });
  });
  return listTokenViews(app);
}

export async function removeToken(app: FastifyInstance, id: number): Promise<void> {
  await app.database.db.transaction().execute(async (trx) => {
    if (!(await repo.deleteToken(trx, id))) throw new AppError('NOT_FOUND');
    await withdrawAbout(trx, 'adSpy.token', [id]);
  });
}

/** 'Alternar Token': the next token that is not dead becomes the one in use. */
export async function rotateToken(app: FastifyInstance): Promise<AdSpyTokenList> {
  const db = app.database.db;
  const tokens = await repo.listTokens(db);
  const current = currentOf(tokens, await currentTokenId(app));
  if (!current) throw new AppError('ADSPY_NO_TOKEN');
  const start = tokens.indexOf(current);
  const next = pickToken(tokens, tokens[(start + 1) % tokens.length]!.id, (t) => t.dead_reason === null);
  if (next) await repo.writeSetting(db, CURRENT_TOKEN_KEY, String(next.id));
  return listTokenViews(app);
}

export async function adSpyStatus(app: FastifyInstance, member: Member): Promise<AdSpyStatus> {
  const now = app.clock.now();
  const tokens = await repo.listTokens(app.database.db);
  const alive = tokens.filter((t) => t.dead_reason === null);
  const current = currentOf(tokens, await currentTokenId(app));
  return {
    tokenCount: tokens.length,
    usableTokenCount: (await appLimitedUntil(app)) ? 0 : alive.filter((t) => isUsable(t, now)).length,
    canFetch: alive.length > 0,
    currentToken:
      isStaff(member.role) && current ? { position: tokens.indexOf(current) + 1, total: tokens.length } : null,
    cacheTtlSeconds: ADSPY_CACHE_TTL_SECONDS,
    coverage: { commercialAdsEuOnly: true, brazilOnlyPoliticalOnly: true },
  };
}

/** Whether automatic counts can work: a token exists that is not dead. */
export async function hasLiveToken(app: FastifyInstance): Promise<boolean> {
  return (await repo.listTokens(app.database.db)).some((t) => t.dead_reason === null);
}
