import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { AppError } from '../../../http/app-error.js';
import { changeBalance } from '../../ai-credits/index.js';
import type { PurchaseRow } from './purchases.repository.js';

const platformNames: Record<string, string> = { hotmart: 'Hotmart', kiwify: 'Kiwify', standard: 'Webhook' };

export function platformName(platform: string): string {
  return platformNames[platform] ?? platform;
}

/** Grants a purchase's AI credits through the ledger (once per purchase: the caller checks); returns them. */
export async function grantCredits(
  app: FastifyInstance,
  trx: Kysely<Database>,
  grant: { userId: string; amount: number; product: string; platform: string; at: Date },
): Promise<number> {
  const { moved } = await changeBalance(trx, {
    userId: grant.userId,
    kind: 'grant',
    amount: grant.amount,
    reason: `${grant.product} (${platformName(grant.platform)})`,
    actor: null,
    at: grant.at,
  });
  return moved;
}

/**
 * Takes back what a refunded purchase granted and is not spent yet: at most what it granted and
 * has not been taken back, and no more than the balance not held by a reply. Returns the credits removed.
 */
export async function takeBackCredits(
  app: FastifyInstance,
  trx: Kysely<Database>,
  purchase: Pick<PurchaseRow, 'credits_granted' | 'credits_removed' | 'user_id' | 'product_name' | 'platform'>,
  at: Date,
): Promise<number> {
  const owed = purchase.credits_granted - purchase.credits_removed;
  if (owed <= 0 || purchase.user_id === null) return 0;
  const remove = async (amount: number) =>
    changeBalance(trx, {
      userId: purchase.user_id!,
      kind: 'removal',
      amount,
      reason: `${purchase.product_name} (${platformName(purchase.platform)})`,
      actor: null,
      at,
    });
  try {
    return -(await remove(owed)).moved;
  } catch (error) {
    // Part of it was spent (or is held by a reply): take what is left.
    if (!(error instanceof AppError) || error.code !== 'AI_CREDITS_NOT_AVAILABLE') throw error;
    const available = Number((error.details as { available?: number } | undefined)?.available ?? 0);
    return available > 0 ? -(await remove(Math.min(available, owed))).moved : 0;
  }
}
