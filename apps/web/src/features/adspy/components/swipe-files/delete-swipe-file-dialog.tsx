import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { toast } from '@/lib/toast';
import type { SwipeFile } from '@blivion/shared/adspy';
import { useDeleteSwipeFile } from '../../api/swipe-files';
import { adSpyErrorText } from '../../lib/error-text';

/** 'Confirmar exclusão': the collection goes with the ads saved in it, which the message counts. */
export function DeleteSwipeFileDialog({
  file,
  onOpenChange,
}: {
  file: SwipeFile;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteSwipeFile();
  const onConfirm = () =>
    remove.mutate(file.id, {
      onSuccess: () => {
        toast.success(t('adSpy.swipeFiles.deleted'), { description: file.name });
        onOpenChange(false);
      },
      onError: (error) =>
        toast.error(t('adSpy.toasts.removeErrorTitle'), {
          description: adSpyErrorText(t, error, 'adSpy.swipeFiles.deleteErrorMessage'),
        }),
    });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !remove.isPending && onOpenChange(open)}
      title={t('adSpy.swipeFiles.deleteTitle')}
      message={t('adSpy.swipeFiles.deleteMessage', { name: file.name, count: file.adCount })}
      confirmLabel={t('adSpy.swipeFiles.delete')}
      busyLabel={t('adSpy.deleteDialog.deleting')}
      busy={remove.isPending}
      onConfirm={onConfirm}
    />
  );
}
