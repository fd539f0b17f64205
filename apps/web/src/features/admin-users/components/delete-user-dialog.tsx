import type { AdminUser } from '@blivion/shared/admin';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { apiErrorOr } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { useDeleteUser } from '../api/delete-user';

export function DeleteUserDialog({ user, onOpenChange }: { user: AdminUser; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const deleteUser = useDeleteUser();
  const onConfirm = () =>
    deleteUser.mutate(user.id, {
      onSuccess: () => {
        toast.success(t('features.admin.toasts.userRemovedTitle'), {
          description: t('features.admin.toasts.userRemovedMessage', { name: user.name }),
        });
        onOpenChange(false);
      },
      onError: (error) => {
        toast.error(t('features.admin.toasts.errorTitle'), {
          description: apiErrorOr(t, error, 'features.admin.toasts.deleteError'),
        });
      },
    });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !deleteUser.isPending && onOpenChange(open)}
      title={t('features.admin.deleteDialog.title')}
      message={t('features.admin.deleteDialog.message', { name: user.name })}
      confirmLabel={t('features.admin.deleteDialog.confirm')}
      busyLabel={t('features.admin.deleteDialog.deleting')}
      busy={deleteUser.isPending}
      onConfirm={onConfirm}
    />
  );
}
