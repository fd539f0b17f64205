import type { Permissions, Role } from '@blivion/shared';
import { effectiveAccess, storedRoleOf } from '@blivion/shared';
import type { Kysely } from 'kysely';
import { toDate, toIso } from '../db/schema.js';
import type { Database, Timestamp } from '../db/schema.js';
import type { MemberRow } from './member.repository.js';
import { ensureMemberRows, findMemberRow } from './member.repository.js';

/** The signed-in member as every route sees it: role and permissions already effective. */
export interface Member {
  id: string;
  name: string;
  email: string;
  role: Role;
  storedRole: Role;
  accessExpiration: Date | null;
  accessExpired: boolean;
  logoUrl: string | null;
  avatarUrl: string | null;
  createdAt: string;
  permissions: Permissions;
}

interface StoredSwitchesRow {
  forum: boolean | number | null;
  courses: boolean | number | null;
  ai_lab: boolean | number | null;
  ad_spy: boolean | number | null;
}

/** The switches as stored (0/1 on SQLite, booleans on PostgreSQL); the forum defaults to open. */
export function storedPermissions(row: StoredSwitchesRow): Permissions {
  return {
    forum: row.forum === null ? true : Boolean(row.forum),
    courses: Boolean(row.courses),
    aiLab: Boolean(row.ai_lab),
    adSpy: Boolean(row.ad_spy),
  };
}

export async function loadMember(
  db: Kysely<Database>,
  userId: string,
  masterEmails: readonly string[],
  now: Date,
): Promise<Member | null> {
  let row = await findMemberRow(db, userId);
  if (row && (row.role === null || row.forum === null)) {
    await ensureMemberRows(db, userId);
    row = await findMemberRow(db, userId);
  }
  if (!row) return null;
  return memberFromRow(row, masterEmails, now);
}

/** A member's stored access as a row holds it (profile and switches may be missing: left joins). */
export interface StoredAccessRow extends StoredSwitchesRow {
  email: string;
  role: string | null;
  access_expiration: Timestamp | null;
}

/**
 * The one derivation of a member's access from a stored row: the stored role and switches, and the
 * effective role and permissions (an address in MASTER_EMAILS is master; an expired access falls back).
 */
export function memberAccess(row: StoredAccessRow, masterEmails: readonly string[], now: Date) {
  const storedRole = storedRoleOf(row.role);
  const accessExpiration = toDate(row.access_expiration);
  const stored = storedPermissions(row);
  const access = effectiveAccess({ email: row.email, role: storedRole, accessExpiration, stored }, masterEmails, now);
  return { storedRole, accessExpiration, stored, ...access };
}

/** The member of a complete row (profile and switches present); null for a row without its profile. */
export function memberFromRow(row: MemberRow, masterEmails: readonly string[], now: Date): Member | null {
  if (row.role === null) return null;
  const access = memberAccess(row, masterEmails, now);
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: access.role,
    storedRole: access.storedRole,
    accessExpiration: access.accessExpiration,
    accessExpired: access.accessExpired,
    logoUrl: row.logo_url,
    avatarUrl: row.image,
    createdAt: toIso(row.createdAt),
    permissions: access.permissions,
  };
}
