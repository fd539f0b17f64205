import { featureAllowed, isStaff, type Permission } from '@blivion/shared/core';
import type { MeResponse } from '@blivion/shared/me';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatExpiry } from '@/lib/format';
import { useMe } from '@/lib/me';
import { AccessDenied } from './access-denied';

export interface RouteGuardProps {
  permission?: Permission;
  admin?: boolean;
  feature?: 'adSpy';
}

interface Refusal {
  title: string;
  message: string;
  /** A member's missing or expired access, which a purchase can open. */
  sells?: boolean;
}

function refusalFor(me: MeResponse, rule: RouteGuardProps, t: TFunction): Refusal | null {
  if (rule.admin && !isStaff(me.user.role)) {
    return { title: t('shell.access.adminTitle'), message: t('shell.access.adminMessage') };
  }
  if (rule.permission && !me.permissions[rule.permission]) {
    const feature = t(`shell.featureNames.${rule.permission}`);
    if (me.accessExpired) {
      const date = formatExpiry(me.user.accessExpiration, t('common.dateFormat'));
      return {
        sells: true,
        title: t('shell.access.expiredTitle'),
        message: date
          ? t('shell.access.expiredMessage', { feature, date })
          : t('shell.access.expiredMessageNoDate', { feature }),
      };
    }
    return {
      sells: true,
      title: t('shell.access.deniedTitle'),
      message: t('shell.access.deniedMessage', { feature }),
    };
  }
  if (rule.feature && !featureAllowed(rule.feature, me.user.role, me.features)) {
    const feature = t(`shell.featureNames.${rule.feature}`);
    return { title: t('shell.access.disabledTitle'), message: t('shell.access.disabledMessage', { feature }) };
  }
  return null;
}

/** The courtesy check of a route's rule (the server enforces the same rule on every request). */
export function RouteGuard(rule: RouteGuardProps) {
  const { t } = useTranslation();
  const { data: me } = useMe();
  if (!me) return null;
  const refusal = refusalFor(me, rule, t);
  if (refusal) return <AccessDenied {...refusal} />;
  return <Outlet />;
}
