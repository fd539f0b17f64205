import type { MeResponse, Permissions, Role } from '@blivion/shared';
import { effectiveAccess, roleSchema } from '@blivion/shared';
import type { Kysely } from 'kysely';
import { toDate, toIso } from '../../db/schema.js';
import type { Database } from '../../db/schema.js';
import type { MemberRow } from './me.repository.js';
import { ensureMemberRows, findMemberRow } from './me.repository.js';

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

/** The member of a complete row (profile and switches present); null for a row without its profile. */
export function memberFromRow(row: MemberRow, masterEmails: readonly string[], now: Date): Member | null {
  if (row.role === null) return null;
  const storedRole = roleSchema.catch('free').parse(row.role);
  const accessExpiration = toDate(row.access_expiration);
  const access = effectiveAccess(
    {
      email: row.email,
      role: storedRole,
      accessExpiration,
      stored: storedPermissions(row),
    },
    masterEmails,
    now,
  );
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: access.role,
    storedRole,
    accessExpiration,
    accessExpired: access.accessExpired,
    logoUrl: row.logo_url,
    createdAt: toIso(row.createdAt),
    permissions: access.permissions,
  };
}

export function toMeResponse(member: Member, features: MeResponse['features']): MeResponse {
  return {
    user: {
      id: member.id,
      name: member.name,
      email: member.email,
      role: member.role,
      accessExpiration: member.accessExpiration ? member.accessExpiration.toISOString() : null,
      logoUrl: member.logoUrl,
      createdAt: member.createdAt,
    },
    permissions: member.permissions,
    accessExpired: member.accessExpired,
    features,
  };
}
