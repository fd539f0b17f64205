import { AI_CREDITS_MAX } from '@blivion/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { addToBalanceWithin, insertLedgerEntry, lockOrCreateBalance, writeBalance } from './balances.repository.js';
import { announceCreditsChanged } from './credit-events.js';

export interface BalanceChange {
  userId: string;
  kind: 'grant' | 'removal' | 'allowance';
  /** Positive: the credits added (grant, allowance) or taken away (removal). */
  amount: number;
  reason?: string | null;
  actor?: { id: string; name: string } | null;
  at: Date;
}

/**
 * Adds or removes credits and writes the ledger entry, inside the caller's transaction. A removal
 * takes only credits no reply holds (else 409 AI_CREDITS_NOT_AVAILABLE); a grant may not take the
 * balance past AI_CREDITS_MAX (409 AI_CREDITS_BALANCE_LIMIT); an allowance stops at that maximum.
 * Returns the credits actually moved and the balance after.
 */
export async function changeBalance(trx: Kysely<Database>, change: BalanceChange) {
  if (change.kind === 'grant') return grant(trx, change);
  const row = await lockOrCreateBalance(trx, change.userId);
  let moved = change.amount;
  if (change.kind === 'removal') {
    if (row.balance - row.held < moved) {
      throw new AppError('AI_CREDITS_NOT_AVAILABLE', { available: row.balance - row.held });
    }
    moved = -moved;
  } else if (row.balance + moved > AI_CREDITS_MAX) {
    moved = AI_CREDITS_MAX - row.balance;
  }
  const balanceAfter = row.balance + moved;
  await writeBalance(trx, { ...row, balance: balanceAfter }, change.at);
  await insertLedgerEntry(trx, {
    userId: change.userId,
    kind: change.kind,
    amount: moved,
    balanceAfter,
    reason: change.reason,
    actor: change.actor,
    at: change.at,
  });
  announceCreditsChanged(trx, change.userId);
  return { moved, balanceAfter };
}

/** A grant adds its whole amount or nothing: one upsert, then the ledger entry. */
async function grant(trx: Kysely<Database>, change: BalanceChange) {
  const balanceAfter = await addToBalanceWithin(trx, {
    userId: change.userId,
    amount: change.amount,
    max: AI_CREDITS_MAX,
    at: change.at,
  });
  if (balanceAfter === undefined) {
    const row = await lockOrCreateBalance(trx, change.userId);
    throw new AppError('AI_CREDITS_BALANCE_LIMIT', { balance: row.balance });
  }
  await insertLedgerEntry(trx, {
    userId: change.userId,
    kind: 'grant',
    amount: change.amount,
    balanceAfter,
    reason: change.reason,
    actor: change.actor,
    at: change.at,
  });
  announceCreditsChanged(trx, change.userId);
  return { moved: change.amount, balanceAfter };
}
