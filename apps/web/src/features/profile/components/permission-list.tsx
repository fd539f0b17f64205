import { PERMISSIONS, type Permissions } from '@blivion/shared/core';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

export function PermissionList({ permissions }: { permissions: Permissions }) {
  const { t } = useTranslation();
  return (
    <ul className="flex flex-wrap gap-2">
      {PERMISSIONS.map((permission) => {
        const granted = permissions[permission];
        const state = granted ? t('shell.profile.permissionGranted') : t('shell.profile.permissionDenied');
        return (
          <li
            key={permission}
            className={cn(
              'inline-flex items-center gap-1.5 rounded-md border px-2.5 py-1 text-sm',
              granted ? 'bg-secondary text-secondary-foreground' : 'text-muted-foreground',
            )}
          >
            {granted ? <Check className="size-4" aria-hidden="true" /> : <X className="size-4" aria-hidden="true" />}
            <span>{t(`common.permissions.${permission}`)}</span>
            <span className="sr-only">: {state}</span>
          </li>
        );
      })}
    </ul>
  );
}
