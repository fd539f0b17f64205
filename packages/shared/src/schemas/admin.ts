import { z } from 'zod';
import { ALL_PERMISSIONS, FORUM_ONLY, isStaff } from '../permissions.js';
import { permissionsSchema, roleSchema } from './roles.js';
import type { Permissions, Role } from '../permissions.js';
import { currentPasswordField, emailField, nameField, newPasswordField, textField } from './fields.js';
import { featureSwitchesSchema } from './me.js';

export const ADMIN_USERS_PAGE_DEFAULT = 25;
export const ADMIN_USERS_PAGE_MAX = 100;
export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 100;
/** The set-password link of an invitation stays valid this long. */
export const INVITATION_LINK_TTL_SECONDS = 72 * 60 * 60;

export const accessTypeSchema = z.enum(['forum', 'total']);
export type AccessType = z.infer<typeof accessTypeSchema>;

/** Roles an administrator may give when creating a member (admin only by master; master never). */
export const creatableRoleSchema = z.enum(['free', 'premium', 'admin']);

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = z.iso.datetime({ offset: true });

/**
 * An expiry date: an ISO 8601 instant, or a calendar date (yyyy-MM-dd), which
 * means the end of that day in Brasília time (UTC-03:00; Brazil has no summer time).
 */
export const accessExpirationField = textField('adminValidation.expirationInvalid')
  .trim()
  .refine(
    (value) => (DATE_ONLY.test(value) || INSTANT.safeParse(value).success) && expiryInstant(value) !== null,
    'adminValidation.expirationInvalid',
  )
  .transform((value) => expiryInstant(value)!.toISOString());

function isCalendarDate(value: string): boolean {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function expiryInstant(value: string): Date | null {
  if (!DATE_ONLY.test(value.slice(0, 10)) || !isCalendarDate(value.slice(0, 10))) return null;
  const date = DATE_ONLY.test(value) ? new Date(`${value}T23:59:59.999-03:00`) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export const createUserSchema = z.strictObject({
  name: nameField,
  email: emailField,
  role: creatableRoleSchema.default('free'),
  accessType: accessTypeSchema.default('forum'),
  accessExpiration: accessExpirationField.nullable().optional(),
  /** Manual switches, used only when the role is admin. */
  permissions: permissionsSchema.optional(),
});
export type CreateUserInput = z.input<typeof createUserSchema>;

export const updateAccessSchema = z.strictObject({
  role: roleSchema,
  accessType: accessTypeSchema,
  accessExpiration: accessExpirationField.nullable().default(null),
  /** Manual switches, used only for admin and master targets. */
  permissions: permissionsSchema.optional(),
});
export type UpdateAccessInput = z.input<typeof updateAccessSchema>;

export interface StoredAccess {
  role: Role;
  permissions: Permissions;
  accessExpiration: string | null;
}

/**
 * What the edit and add dialogs mean (DECISIONS.md): for free and premium,
 * 'total' is role premium with all four permissions (and the optional expiry),
 * 'forum' is role free with the forum only; admin and master keep their role,
 * get the manual switches (forum always on) and never expire.
 */
export function accessFromForm(form: {
  role: Role;
  accessType: AccessType;
  accessExpiration?: string | null | undefined;
  permissions?: Permissions | undefined;
}): StoredAccess {
  if (isStaff(form.role)) {
    const base = form.permissions ?? (form.accessType === 'total' ? ALL_PERMISSIONS : FORUM_ONLY);
    return { role: form.role, permissions: { ...base, forum: true }, accessExpiration: null };
  }
  if (form.accessType === 'total') {
    return { role: 'premium', permissions: { ...ALL_PERMISSIONS }, accessExpiration: form.accessExpiration ?? null };
  }
  return { role: 'free', permissions: { ...FORUM_ONLY }, accessExpiration: null };
}

const cursorField = textField().max(1024, 'validation.cursorInvalid').optional();

export const adminUsersQuerySchema = z.object({
  search: textField().trim().max(254, 'adminValidation.searchTooLong').optional(),
  cursor: cursorField,
  limit: z.coerce.number().int().min(1).max(ADMIN_USERS_PAGE_MAX).default(ADMIN_USERS_PAGE_DEFAULT),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  /** The effective role (an address in MASTER_EMAILS is master whatever is stored). */
  role: roleSchema,
  storedRole: roleSchema,
  /** The stored switches, as the edit dialog shows them. */
  permissions: permissionsSchema,
  accessExpiration: z.string().nullable(),
  createdAt: z.string(),
  isMasterEmail: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUsersPageSchema = z.object({
  items: z.array(adminUserSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int().nonnegative(),
});
export type AdminUsersPage = z.infer<typeof adminUsersPageSchema>;

export const userIdParamsSchema = z.object({ id: textField().min(1).max(128) });

export const AUDIT_ACTIONS = [
  'user.create',
  'user.access',
  'user.delete',
  'features.update',
  'translations.update',
  'translations.reset',
  'banner.create',
  'banner.update',
  'banner.delete',
  'platformLogo.update',
  'aiCredits.grant',
  'aiCredits.removal',
  'aiCredits.allowance',
  'course.create',
  'course.update',
  'course.status',
  'course.delete',
  'course.content',
  'courseVideo.upload',
  'courseMaterial.upload',
  'sales.purchaseApproved',
  'sales.purchaseRenewed',
  'sales.purchaseRefunded',
  'sales.purchaseChargeback',
  'sales.purchaseProtest',
  'sales.subscriptionCanceled',
  'salesConnection.create',
  'salesConnection.update',
  'salesConnection.delete',
  'salesProduct.create',
  'salesProduct.update',
  'salesProduct.delete',
  'salesEvent.reapply',
] as const;
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof auditActionSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  targetId: z.string().nullable(),
  targetEmail: z.string().nullable(),
  action: auditActionSchema,
  details: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  cursor: cursorField,
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(AUDIT_PAGE_DEFAULT),
});

export const auditPageSchema = z.object({ items: z.array(auditEntrySchema), nextCursor: z.string().nullable() });
export type AuditPage = z.infer<typeof auditPageSchema>;

export const updateFeaturesSchema = featureSwitchesSchema.strict();

/** Settings, tab Perfil: the current password is required; other sessions end. */
export const changePasswordSchema = z
  .strictObject({
    currentPassword: currentPasswordField,
    password: newPasswordField,
    confirmPassword: textField('validation.passwordMismatch'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordMismatch',
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
