import type { Permissions, Role, SalesAccess } from '@blivion/shared';
import { ALL_PERMISSIONS, isStaff } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { storedPermissions } from '../../../auth/member.js';
import { findMemberRow } from '../../accounts/index.js';
import type { Database } from '../../../db/schema.js';
import { toDate, toIso } from '../../../db/schema.js';
import { writeMemberAccess } from '../../admin-users/index.js';
import { memberAccessForUpdate, openGrants, saveMemberAccess } from './purchases.repository.js';

/** A member's stored access as the administration keeps it: role, expiry (ISO) and switches. */
export interface AccessSnapshot {
  role: Role;
  accessExpiration: string | null;
  permissions: Permissions;
}

export interface Grant {
  access: SalesAccess;
  endsAt: Date | null;
}

const sameAccess = (a: AccessSnapshot, b: AccessSnapshot) => JSON.stringify(a) === JSON.stringify(b);

function isPaidNow(snapshot: AccessSnapshot, now: Date): boolean {
  const end = snapshot.accessExpiration === null ? null : new Date(snapshot.accessExpiration);
  const paid = snapshot.permissions.courses || snapshot.permissions.aiLab || snapshot.permissions.adSpy;
  return snapshot.role === 'premium' && paid && (end === null || end.getTime() > now.getTime());
}

/**
 * The access a member should have: what they had apart from sales (`base`), plus what their open
 * purchases grant (decision 0070). A purchase of access 'total' makes them premium with every area
 * until the latest end among those purchases and the base's own paid access (null: no end); the
 * forum is everyone's, so a forum-only purchase changes nothing stored.
 */
export function combinedAccess(base: AccessSnapshot, grants: readonly Grant[], now: Date): AccessSnapshot {
  const paid = grants.filter((grant) => grant.access === 'total');
  if (paid.length === 0) return base;
  const ends = paid.map((grant) => grant.endsAt);
  if (isPaidNow(base, now)) ends.push(base.accessExpiration === null ? null : new Date(base.accessExpiration));
  const lifetime = ends.some((end) => end === null);
  const latest = lifetime ? null : new Date(Math.max(...ends.map((end) => end!.getTime())));
  return {
    role: 'premium',
    accessExpiration: latest ? latest.toISOString() : null,
    permissions: { ...ALL_PERMISSIONS },
  };
}

export interface AccessChange {
  email: string;
  before: AccessSnapshot;
  after: AccessSnapshot;
  /** Staff (and MASTER_EMAILS) keep the access they have: sales never changes it. */
  staff: boolean;
}

/** A member created by this transaction (findOrInviteBuyer): their base access and what their rows hold. */
export interface CreatedMember {
  email: string;
  base: AccessSnapshot;
  stored: AccessSnapshot;
}

/**
 * Recomputes a member's stored access from their open purchases, in the applying transaction
 * (the buyer is locked). A change made since sales last wrote (an administrator's) becomes the
 * new base; sales writes only when the result differs from what is stored. A member `created`
 * by this transaction was stored with their purchase's access already: only this module's row is
 * written (a burst of new buyers costs five statements less per sale).
 */
export async function refreshMemberAccess(
  app: FastifyInstance,
  trx: Kysely<Database>,
  userId: string,
  now: Date,
  created?: CreatedMember,
): Promise<AccessChange | null> {
  if (created) {
    const staff = app.config.masterEmails.includes(created.email.toLowerCase());
    if (!staff) {
      const [base, written] = [JSON.stringify(created.base), JSON.stringify(created.stored)];
      await saveMemberAccess(trx, { userId, base, written, at: now });
    }
    return { email: created.email, before: created.base, after: created.stored, staff };
  }
  const row = await findMemberRow(trx, userId);
  if (!row) return null;
  const current: AccessSnapshot = {
    role: (row.role ?? 'free') as Role,
    accessExpiration: row.access_expiration === null ? null : toIso(row.access_expiration),
    permissions: storedPermissions(row),
  };
  const staff = isStaff(current.role) || app.config.masterEmails.includes(row.email.toLowerCase());
  if (staff) return { email: row.email, before: current, after: current, staff };
  const kept = await memberAccessForUpdate(trx, app.database.kind, userId);
  const written = kept ? (JSON.parse(kept.written) as AccessSnapshot) : null;
  const base = kept && written && sameAccess(written, current) ? (JSON.parse(kept.base) as AccessSnapshot) : current;
  const grants = (await openGrants(trx, userId, now)).map((grant) => ({
    access: grant.access as SalesAccess,
    endsAt: toDate(grant.ends_at),
  }));
  const after = combinedAccess(base, grants, now);
  if (!sameAccess(after, current)) {
    await writeMemberAccess(
      trx,
      userId,
      { role: after.role, accessExpiration: toDate(after.accessExpiration), permissions: after.permissions },
      now,
    );
  }
  await saveMemberAccess(trx, { userId, base: JSON.stringify(base), written: JSON.stringify(after), at: now });
  return { email: row.email, before: current, after, staff };
}
