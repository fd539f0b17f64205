import { isStaff, PERMISSIONS, type Permissions } from '@blivion/shared/core';
import type { MeResponse } from '@blivion/shared/me';
import type { TFunction } from 'i18next';
import { formatExpiry } from './format';

export function roleLabel(t: TFunction, me: MeResponse): string {
  return t(`common.roles.${me.user.role}`);
}

/** 'Acesso Total' with all four permissions, 'Apenas Fórum' with the forum alone, else the list of what is open. */
export function accessLabel(t: TFunction, me: MeResponse): string {
  return permissionsLabel(t, me.permissions);
}

export function permissionsLabel(t: TFunction, permissions: Permissions): string {
  const granted = PERMISSIONS.filter((permission) => permissions[permission]);
  if (granted.length === PERMISSIONS.length) return t('common.permissions.total');
  if (granted.length === 1 && granted[0] === 'forum') return t('common.permissions.forumOnly');
  return granted.map((permission) => t(`common.permissions.${permission}`)).join(', ');
}

/** 'Permanente' for staff, the date (dd/MM/yyyy) when one is set, else 'Sem expiração'. */
export function expirationLabel(t: TFunction, me: MeResponse): string {
  if (isStaff(me.user.role)) return t('common.expiration.permanent');
  const date = formatExpiry(me.user.accessExpiration, t('common.dateFormat'));
  if (!date) return t('common.expiration.none');
  return me.accessExpired ? t('shell.dashboard.expiredOn', { date }) : date;
}
