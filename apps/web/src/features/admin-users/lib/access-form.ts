import type { AccessType, AdminUser } from '@blivion/shared/admin';
import { ALL_PERMISSIONS, FORUM_ONLY, isStaff, PERMISSIONS, type Permissions, type Role } from '@blivion/shared/core';
import { expiryDay, toCalendarDate } from '@/lib/format';

/** The access part of the add and edit dialogs. The expiry is a calendar date (yyyy-MM-dd) or null. */
export interface AccessValues {
  role: Role;
  accessType: AccessType;
  accessExpiration: string | null;
  permissions: Permissions;
}

const hasAll = (permissions: Permissions) => PERMISSIONS.every((permission) => permissions[permission]);

export const NEW_USER_ACCESS: AccessValues = {
  role: 'free',
  accessType: 'forum',
  accessExpiration: null,
  permissions: { ...FORUM_ONLY },
};

/** The edit dialog starts from the member: access type total for premium, else forum; the stored switches. */
export function accessValuesOf(user: AdminUser): AccessValues {
  const staff = isStaff(user.role);
  const day = staff ? null : expiryDay(user.accessExpiration);
  return {
    role: user.role,
    accessType: staff ? (hasAll(user.permissions) ? 'total' : 'forum') : user.role === 'premium' ? 'total' : 'forum',
    accessExpiration: day ? toCalendarDate(day) : null,
    permissions: user.role === 'master' ? { ...ALL_PERMISSIONS } : { ...user.permissions, forum: true },
  };
}

/**
 * One change keeps the rest consistent with the server's rule (accessFromForm in shared): for free
 * and premium, 'total' is premium and 'forum' is free; admin and master have switches and no expiry.
 */
export function changeAccess(current: AccessValues, patch: Partial<AccessValues>): AccessValues {
  const next = { ...current, ...patch };
  if (patch.role !== undefined) {
    if (patch.role === 'free') Object.assign(next, { accessType: 'forum', accessExpiration: null });
    else if (patch.role === 'premium') next.accessType = 'total';
    else next.accessExpiration = null;
    if (patch.role === 'master') next.permissions = { ...ALL_PERMISSIONS };
  }
  if (patch.accessType !== undefined && !isStaff(next.role)) {
    next.role = patch.accessType === 'total' ? 'premium' : 'free';
    if (patch.accessType === 'forum') next.accessExpiration = null;
  }
  if (patch.permissions !== undefined) {
    next.permissions = { ...patch.permissions, forum: true };
    if (isStaff(next.role)) next.accessType = hasAll(next.permissions) ? 'total' : 'forum';
  }
  return next;
}

/** What the API receives: the switches only for admin and master, an expiry only with total access. */
export function accessBody(values: AccessValues) {
  if (isStaff(values.role)) {
    return {
      role: values.role,
      accessType: values.accessType,
      accessExpiration: null,
      permissions: { ...values.permissions, forum: true },
    };
  }
  return {
    role: values.role,
    accessType: values.accessType,
    accessExpiration: values.accessType === 'total' ? values.accessExpiration : null,
  };
}
