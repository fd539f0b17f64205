import type { AdminUser } from '@blivion/shared/admin';
import { ALL_PERMISSIONS, isStaff } from '@blivion/shared/core';
import type { MeResponse } from '@blivion/shared/me';
import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { TableCell, TableRow } from '@/components/ui/table';
import { formatExpiry } from '@/lib/format';
import { permissionsLabel } from '@/lib/member-labels';
import { deleteBlockedReason, editBlockedReason } from '../lib/manage-rules';
import { RowAction } from './row-action';

export function UserRow({
  viewer,
  user,
  loadedAt,
  onEdit,
  onDelete,
}: {
  viewer: MeResponse;
  user: AdminUser;
  loadedAt: number;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const staff = isStaff(user.role);
  const date = formatExpiry(user.accessExpiration, t('common.dateFormat'));
  // The server decides access; this only labels a date already past when the list was loaded.
  const expired = !!user.accessExpiration && new Date(user.accessExpiration).getTime() <= loadedAt;
  const expiry = date && expired ? t('features.admin.users.expiredOn', { date }) : date;
  return (
    <TableRow>
      <TableCell className="font-medium whitespace-nowrap">
        <span className="flex items-center gap-2">
          {user.name}
          {user.id === viewer.user.id && <Badge variant="outline">{t('features.admin.users.you')}</Badge>}
        </span>
      </TableCell>
      <TableCell className="whitespace-nowrap text-muted-foreground">{user.email}</TableCell>
      <TableCell>
        <Badge variant={staff ? 'default' : 'secondary'}>{t(`common.roles.${user.role}`)}</Badge>
      </TableCell>
      {/* An address in MASTER_EMAILS has every permission whatever is stored. */}
      <TableCell>{permissionsLabel(t, user.isMasterEmail ? ALL_PERMISSIONS : user.permissions)}</TableCell>
      <TableCell className="whitespace-nowrap">
        {staff ? t('common.expiration.permanent') : (expiry ?? t('common.expiration.none'))}
      </TableCell>
      <TableCell>
        <div
          className="flex items-center gap-1"
          role="group"
          aria-label={t('features.admin.users.actionsOf', { name: user.name })}
        >
          <RowAction
            icon={Pencil}
            label={t('features.admin.users.editAccessOf', { name: user.name })}
            blockedReason={editBlockedReason(viewer, user)}
            onClick={onEdit}
          />
          <RowAction
            icon={Trash2}
            label={t('features.admin.users.deleteUser', { name: user.name })}
            blockedReason={deleteBlockedReason(viewer, user)}
            destructive
            onClick={onDelete}
          />
        </div>
      </TableCell>
    </TableRow>
  );
}
