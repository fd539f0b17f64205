import { AI_CREDIT_HOLD_TTL_MINUTES, AI_CREDITS_MAX } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import { loadMember } from '../../auth/member.js';
import type { Member } from '../../auth/member.js';
import { AppError } from '../../http/app-error.js';
import {
  ensureBalanceRow,
  findBalance,
  holdIfAvailable,
  insertLedgerEntry,
  lockBalance,
  unhold,
  writeBalance,
} from './balances.repository.js';
import { creditMonth, spentIn } from './credit-month.js';
import { ensureMonthlyAllowance } from './credits-allowance.service.js';
import { expiredOpenHolds, findHold, insertHold, moveHold } from './holds.repository.js';
import { announceCreditsChanged } from './credit-events.js';

type MemberAccess = Pick<Member, 'id' | 'role' | 'permissions'>;

const MILLION = 1_000_000n;
/** A provider may leave a count out (undefined, NaN): the ledger then says 0 tokens. */
const tokenCount = (value: number | undefined) =>
  value !== undefined && Number.isFinite(value) && value > 0 ? Math.round(value) : 0;
const SWEEP_BATCH = 500;

/**
 * The credits a reply costs: input and output tokens at the model's prices per million tokens,
 * rounded up to a whole credit (integer arithmetic, so no rounding error at any size).
 */
export function costInCredits(
  pricing: { priceInputPerMTok: number; priceOutputPerMTok: number },
  usage: { inputTokens: number; outputTokens: number },
): number {
  const whole = (value: number) => BigInt(Math.max(0, Math.ceil(Number.isFinite(value) ? value : 0)));
  const micro =
    whole(usage.inputTokens) * whole(pricing.priceInputPerMTok) +
    whole(usage.outputTokens) * whole(pricing.priceOutputPerMTok);
  return Number((micro + MILLION - 1n) / MILLION);
}

/**
 * Reserves a reply's worst-case cost before the provider is called. The member's monthly allowance
 * is granted first if due. 402 AI_INSUFFICIENT_CREDITS when the balance minus open holds does not
 * cover it, 402 AI_MONTHLY_CAP_REACHED when the member's own cap would be passed. Atomic on both
 * databases (balances.repository.ts holdIfAvailable): parallel reservations never hold more than
 * the balance. The hold expires after AI_CREDIT_HOLD_TTL_MINUTES unless settled or released.
 */
export async function reserveCredits(
  app: FastifyInstance,
  memberId: string,
  amount: number,
  meta: { modelName: string; conversationId?: number },
  /** The request's own member (its session's), when the caller has it: not read again. */
  known?: MemberAccess,
): Promise<{ holdId: number }> {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new TypeError('reserveCredits: amount must be a whole number');
  const member =
    known?.id === memberId
      ? known
      : await loadMember(app.database.db, memberId, app.config.masterEmails, app.clock.now());
  if (!member) throw new AppError('NOT_FOUND');
  await ensureMonthlyAllowance(app, member);
  const at = app.clock.now();
  const month = creditMonth(at);
  if (amount > AI_CREDITS_MAX) throw new AppError('AI_INSUFFICIENT_CREDITS', { required: amount });
  return app.database.db.transaction().execute(async (trx) => {
    // The member's balance row exists after their first grant or reservation: create it only then.
    let held = await holdIfAvailable(trx, memberId, amount, month, at);
    if (!held && !(await findBalance(trx, memberId))) {
      await ensureBalanceRow(trx, memberId);
      held = await holdIfAvailable(trx, memberId, amount, month, at);
    }
    if (!held) {
      const row = (await findBalance(trx, memberId))!;
      const available = row.balance - row.held;
      if (available < amount) throw new AppError('AI_INSUFFICIENT_CREDITS', { available, required: amount });
      throw new AppError('AI_MONTHLY_CAP_REACHED', { monthlyCap: row.monthly_cap ?? 0 });
    }
    const expiresAt = new Date(at.getTime() + AI_CREDIT_HOLD_TTL_MINUTES * 60_000);
    const holdId = await insertHold(trx, {
      userId: memberId,
      amount,
      modelName: meta.modelName,
      conversationId: meta.conversationId ?? null,
      at,
      expiresAt,
    });
    announceCreditsChanged(trx, memberId);
    return { holdId };
  });
}

/**
 * Charges a finished (or stopped) reply its real cost and ends its hold, writing the usage to the
 * ledger. The charge never takes the balance below what other replies hold, nor below zero: a
 * reply that cost more than its reservation (or whose hold the sweep already expired) is charged
 * at most what is available. Settling a hold twice, or a released one, does nothing.
 */
export async function settleHold(
  app: FastifyInstance,
  holdId: number,
  usage: { inputTokens: number; outputTokens: number; credits: number; modelName: string; conversationId?: number },
): Promise<void> {
  if (!Number.isFinite(usage.credits) || usage.credits < 0) throw new TypeError('settleHold: credits must be a number');
  const at = app.clock.now();
  const month = creditMonth(at);
  const { kind } = app.database;
  await app.database.db.transaction().execute(async (trx) => {
    const wasOpen = await moveHold(trx, holdId, 'open', 'settled');
    if (!wasOpen && !(await moveHold(trx, holdId, 'expired', 'settled'))) return;
    const hold = (await findHold(trx, holdId))!;
    const row = (await lockBalance(trx, kind, hold.user_id))!;
    const held = wasOpen ? row.held - hold.amount : row.held;
    const charged = Math.min(Math.ceil(usage.credits), row.balance - held);
    if (charged < usage.credits) {
      app.log.warn({ holdId, credits: usage.credits, charged }, 'AI reply cost more than the credits available');
    }
    const balance = row.balance - charged;
    await writeBalance(trx, { ...row, balance, held, month, month_spent: spentIn(month, row) + charged }, at);
    await insertLedgerEntry(trx, {
      userId: hold.user_id,
      kind: 'usage',
      amount: -charged,
      balanceAfter: balance,
      modelName: usage.modelName,
      inputTokens: tokenCount(usage.inputTokens),
      outputTokens: tokenCount(usage.outputTokens),
      conversationId: usage.conversationId ?? null,
      holdId,
      at,
    });
    announceCreditsChanged(trx, hold.user_id);
  });
}

/** Gives a hold back whole (the provider failed before any token, say). Nothing for a hold no longer open. */
export async function releaseHold(app: FastifyInstance, holdId: number): Promise<void> {
  await app.database.db.transaction().execute(async (trx) => {
    if (!(await moveHold(trx, holdId, 'open', 'released'))) return;
    const hold = (await findHold(trx, holdId))!;
    await unhold(trx, hold.user_id, hold.amount, app.clock.now());
    announceCreditsChanged(trx, hold.user_id);
  });
}

/** A hold the sweep expired: the reply it was for never ended (its instance crashed). */
export interface ExpiredHold {
  holdId: number;
  userId: string;
  conversationId: number | null;
  modelName: string;
}

type ExpiredHoldsListener = (app: FastifyInstance, holds: ExpiredHold[]) => Promise<void>;
const expiredHoldsListeners = new WeakMap<FastifyInstance, Set<ExpiredHoldsListener>>();

/** Calls `listener` with the holds each sweep expires (ai-chat marks their replies interrupted). */
export function whenHoldsExpire(app: FastifyInstance, listener: ExpiredHoldsListener): void {
  const set = expiredHoldsListeners.get(app) ?? new Set();
  set.add(listener);
  expiredHoldsListeners.set(app, set);
}

/**
 * Gives back the holds whose time has passed (a crash left them open): each is moved to 'expired'
 * and its credits return to the member's available balance; then whenHoldsExpire's listeners hear
 * of them. Returns how many it expired.
 */
export async function sweepExpiredHolds(app: FastifyInstance): Promise<number> {
  const at = app.clock.now();
  let expired = 0;
  for (;;) {
    const holds = await expiredOpenHolds(app.database.db, at, SWEEP_BATCH);
    const moved: ExpiredHold[] = [];
    await app.database.db.transaction().execute(async (trx) => {
      for (const hold of holds) {
        if (!(await moveHold(trx, hold.id, 'open', 'expired'))) continue;
        await unhold(trx, hold.user_id, hold.amount, at);
        announceCreditsChanged(trx, hold.user_id);
        moved.push({
          holdId: hold.id,
          userId: hold.user_id,
          conversationId: hold.conversation_id,
          modelName: hold.model_name,
        });
        expired += 1;
      }
    });
    for (const listener of expiredHoldsListeners.get(app) ?? []) {
      if (moved.length > 0) await listener(app, moved);
    }
    if (holds.length < SWEEP_BATCH) return expired;
  }
}
