import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { toast } from '@/lib/toast';
import { useDeleteOwnAgent } from '../api/manage-agent';
import { labErrorText } from '../lib/lab-errors';

const a = 'aiLab.lab.agent';

/** 'Excluir agente?': the confirmation before an agent the member may delete is gone for good. */
export function DeleteAgentDialog({
  agent,
  onClose,
}: {
  agent: { ref: { id: string }; name: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteOwnAgent();
  const confirm = async (id: string) => {
    try {
      await remove.mutateAsync(id);
      toast.success(t('aiLab.toasts.agentRemoved'));
      onClose();
    } catch (error) {
      toast.error(t(`${a}.deleteError`), { description: labErrorText(t, error, `${a}.deleteError`) });
    }
  };
  return (
    <ConfirmDialog
      open={agent !== null}
      onOpenChange={(open) => !open && !remove.isPending && onClose()}
      title={t(`${a}.deleteTitle`)}
      message={t(`${a}.deleteConfirm`, { name: agent?.name ?? '' })}
      confirmLabel={t(`${a}.deleteAction`)}
      busyLabel={t(`${a}.deleting`)}
      busy={remove.isPending}
      onConfirm={() => agent && void confirm(agent.ref.id)}
    />
  );
}
