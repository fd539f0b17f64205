import type { Flag, Timestamp } from '../../db/column-types.js';

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

/** The tables this module owns, merged into the app's Database type in db/schema.ts. */
export interface AccountsTables {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  profiles: ProfilesTable;
  user_permissions: UserPermissionsTable;
}
