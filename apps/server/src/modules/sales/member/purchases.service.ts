import type { MemberPurchase, SalesAccess, SalesPlatform, SalesPurchaseStatus } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import { toDate, toIso } from '../../../db/schema.js';
import { purchasesOfMember } from '../apply/purchases.repository.js';

/**
 * What each of a member's purchases grants and until when (the profile; the administration's
 * view of a member): open when active, or cancelled but still in its paid period, and not ended.
 */
export async function memberPurchases(app: FastifyInstance, userId: string): Promise<{ items: MemberPurchase[] }> {
  const now = app.clock.now().getTime();
  const rows = await purchasesOfMember(app.database.db, userId);
  return {
    items: rows.map((row) => {
      const endsAt = toDate(row.ends_at);
      const open = row.status === 'active' || row.status === 'canceled';
      return {
        id: String(row.id),
        platform: row.platform as SalesPlatform,
        productName: row.product_name,
        access: row.access as SalesAccess | null,
        status: row.status as SalesPurchaseStatus,
        startsAt: row.starts_at === null ? null : toIso(row.starts_at),
        endsAt: endsAt === null ? null : endsAt.toISOString(),
        current: open && row.access !== null && (endsAt === null || endsAt.getTime() > now),
        creditsGranted: row.credits_granted,
        updatedAt: toIso(row.updated_at),
      };
    }),
  };
}
