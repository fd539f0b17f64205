import type { Generated } from 'kysely';
import type { Flag, Timestamp } from '../../db/column-types.js';

/** better-auth's tables (created by its own migration step; column names are its own). */
export interface UserTable {
  id: string;
  name: string;
  /** The name folded (foldText, decision 0075), written with it: what mentions, searches and sorts compare. */
  name_key: Generated<string>;
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

/**
 * Per-account limits on sign-in and recovery (docs/decisions/0017), keyed by an HMAC of the kind
 * and the e-mail typed, so the table holds no address.
 */
export interface AccountLimitsTable {
  key: string;
  /** 'sign-in' (attempts) or 'password-reset' (e-mails sent). */
  kind: string;
  count: number;
  window_started_at: Timestamp;
  last_at: Timestamp;
  /** Sign-in only: no attempt on this account before this moment. */
  blocked_until: Timestamp | null;
  /** The row is forgotten (and cleaned) from this moment on. */
  expires_at: Timestamp;
}

/** The tables this module owns, merged into the app's Database type in db/schema.ts. */
export interface AccountsTables {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  profiles: ProfilesTable;
  user_permissions: UserPermissionsTable;
  account_limits: AccountLimitsTable;
}
