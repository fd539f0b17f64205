// No zod here: the web app's first page uses these rules, and its bundle must not carry zod.
// The zod schemas of roles and permissions live in schemas/roles.ts.
export const ROLES = ['free', 'premium', 'admin', 'master'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSIONS = ['forum', 'courses', 'aiLab', 'adSpy'] as const;
export type Permission = (typeof PERMISSIONS)[number];

export type Permissions = Record<Permission, boolean>;

export const FORUM_ONLY: Permissions = { forum: true, courses: false, aiLab: false, adSpy: false };
export const ALL_PERMISSIONS: Permissions = { forum: true, courses: true, aiLab: true, adSpy: true };

export type FeatureSwitch = 'adSpy';

const ROLE_SET: ReadonlySet<string> = new Set(ROLES);

/** A role as stored, or 'free' for none or an unknown one (a set lookup: it runs on every signed-in request). */
export function storedRoleOf(value: string | null): Role {
  return value !== null && ROLE_SET.has(value) ? (value as Role) : 'free';
}

export function isStaff(role: Role): boolean {
  return role === 'admin' || role === 'master';
}

export function parseMasterEmails(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((email) => email.trim().toLowerCase())
    .filter((email) => email.length > 0);
}

export interface AccessInput {
  email: string;
  role: Role;
  accessExpiration: Date | null;
  stored: Permissions;
}

export interface EffectiveAccess {
  role: Role;
  permissions: Permissions;
  /** True when a premium member's access date has passed and only the forum remains. */
  accessExpired: boolean;
}

/**
 * The single rule for what a member may use, computed on every request:
 * master addresses are always master with everything; admin and master keep
 * their stored switches; a premium member past the expiry date keeps only the
 * forum; the forum is always open to every member.
 */
export function effectiveAccess(input: AccessInput, masterEmails: readonly string[], now: Date): EffectiveAccess {
  if (masterEmails.includes(input.email.toLowerCase())) {
    return { role: 'master', permissions: { ...ALL_PERMISSIONS }, accessExpired: false };
  }
  const stored = { ...input.stored, forum: true };
  if (isStaff(input.role)) {
    return { role: input.role, permissions: stored, accessExpired: false };
  }
  if (input.accessExpiration && input.accessExpiration.getTime() <= now.getTime()) {
    return { role: input.role, permissions: { ...FORUM_ONLY }, accessExpired: true };
  }
  return { role: input.role, permissions: stored, accessExpired: false };
}

/** Whether a member may open a feature that an administrator can switch off. */
export function featureAllowed(feature: FeatureSwitch, role: Role, switches: { adSpyEnabled: boolean }): boolean {
  if (isStaff(role)) return true;
  if (feature === 'adSpy') return switches.adSpyEnabled;
  return false;
}
