import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { toast } from '@/lib/toast';
import { useDeleteCompetitor } from '../../api/competitors';
import type { Competitor } from '@blivion/shared/adspy';
import { adSpyErrorText } from '../../lib/error-text';

/** 'Confirmar exclusão' / 'Esta ação não pode ser desfeita.': the competitor goes with its history. */
export default function DeleteCompetitorDialog({
  competitor,
  onOpenChange,
}: {
  competitor: Competitor;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteCompetitor();
  const onConfirm = () =>
    remove.mutate(competitor.id, {
      onSuccess: () => {
        toast.success(t('adSpy.toasts.removedTitle'), { description: competitor.name });
        onOpenChange(false);
      },
      onError: (error) =>
        toast.error(t('adSpy.toasts.removeErrorTitle'), {
          description: adSpyErrorText(t, error, 'adSpy.toasts.removeErrorMessage'),
        }),
    });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !remove.isPending && onOpenChange(open)}
      title={t('adSpy.deleteDialog.title')}
      message={t('adSpy.deleteDialog.message')}
      confirmLabel={t('adSpy.deleteDialog.confirm')}
      busyLabel={t('adSpy.deleteDialog.deleting')}
      busy={remove.isPending}
      onConfirm={onConfirm}
    />
  );
}
