import type { AdminUser } from '@blivion/shared/admin';
import type { MeResponse } from '@blivion/shared/me';
import { useTranslation } from 'react-i18next';
import { Table, TableCell, TableHead, TableRow } from '@/components/ui/table';
import { UserRow } from './user-row';

const COLUMNS = ['name', 'email', 'role', 'permissions', 'expiration', 'actions'] as const;

export function UsersTable({
  viewer,
  users,
  loadedAt,
  onEdit,
  onDelete,
}: {
  viewer: MeResponse;
  users: AdminUser[];
  loadedAt: number;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table aria-label={t('features.admin.users.tableLabel')}>
      <thead className="bg-muted/50">
        <TableRow>
          {COLUMNS.map((column) => (
            <TableHead key={column}>{t(`features.admin.users.columns.${column}`)}</TableHead>
          ))}
        </TableRow>
      </thead>
      <tbody>
        {users.length === 0 ? (
          <TableRow>
            <TableCell colSpan={COLUMNS.length} className="py-10 text-center text-muted-foreground">
              {t('features.admin.users.empty')}
            </TableCell>
          </TableRow>
        ) : (
          users.map((user) => (
            <UserRow
              key={user.id}
              viewer={viewer}
              user={user}
              loadedAt={loadedAt}
              onEdit={() => onEdit(user)}
              onDelete={() => onDelete(user)}
            />
          ))
        )}
      </tbody>
    </Table>
  );
}
