import type { Generated } from 'kysely';

/** Timestamps come back as ISO text from SQLite and as Date from PostgreSQL; see toIso(). */
export type Timestamp = string | Date;
/** Booleans come back as 0/1 from SQLite and as boolean from PostgreSQL. */
export type Flag = boolean | number;

/** better-auth's tables (created by its own migration step; column names are its own). */
export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: Flag;
  image: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface SessionTable {
  id: string;
  token: string;
  userId: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  ipAddress: string | null;
  userAgent: string | null;
}

export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  password: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

export interface ProfilesTable {
  user_id: string;
  role: string;
  access_expiration: Timestamp | null;
  logo_url: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserPermissionsTable {
  user_id: string;
  forum: Flag;
  courses: Flag;
  ai_lab: Flag;
  ad_spy: Flag;
}

export interface SystemSettingsTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

/** Who changed what: kept after the accounts it names are deleted (name and e-mail are snapshots). */
export interface AuditLogTable {
  id: Generated<number>;
  actor_id: string | null;
  actor_name: string;
  target_id: string | null;
  target_email: string | null;
  action: string;
  /** JSON: before/after of the change. */
  details: string;
  created_at: Timestamp;
}

export interface BannersTable {
  id: string;
  title: string;
  description: string | null;
  image_url: string;
  link: string | null;
  active: Flag;
  created_at: Timestamp;
}

export interface TranslationOverridesTable {
  key: string;
  value: string;
  updated_at: Timestamp;
}

export interface Database {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  profiles: ProfilesTable;
  user_permissions: UserPermissionsTable;
  system_settings: SystemSettingsTable;
  audit_log: AuditLogTable;
  banners: BannersTable;
  translation_overrides: TranslationOverridesTable;
}

export function toIso(value: Timestamp): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export function toDate(value: Timestamp | null): Date | null {
  if (value === null) return null;
  return value instanceof Date ? value : new Date(value);
}
