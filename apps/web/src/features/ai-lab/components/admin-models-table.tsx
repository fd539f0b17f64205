import type { AdminAiModel, AiProvider } from '@blivion/shared/ai';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Switch } from '@/components/ui/switch';
import { Table, TableCell, TableHead, TableRow } from '@/components/ui/table';
import { formatNumber } from '@/lib/format';
import { toast } from '@/lib/toast';
import { useDeleteModel, useSaveModel } from '../api/admin-ai';
import { labErrorText } from '../lib/lab-errors';
import { AdminModelDialog } from './admin-model-dialog';

/**
 * The models, in the picker's order: prices per million tokens, availability, 'Visível para os
 * membros' (a switch per model); add, edit, delete where allowed.
 */
export function AdminModelsTable({ models, providers }: { models: AdminAiModel[]; providers: AiProvider[] }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<AdminAiModel | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminAiModel | null>(null);
  const remove = useDeleteModel();
  const save = useSaveModel();

  /** 'Visível para os membros': the server leaves a hidden model out of members' lists and refuses it to them. */
  const setVisible = async (model: AdminAiModel, membersVisible: boolean) => {
    try {
      await save.mutateAsync({ id: model.id, body: { membersVisible } });
      const key = membersVisible ? 'aiLab.admin.membersVisibleOn' : 'aiLab.admin.membersVisibleOff';
      toast.success(t(key, { name: model.name }));
    } catch (error) {
      toast.error(t('aiLab.toasts.saveSettingsErrorTitle'), {
        description: labErrorText(t, error, 'aiLab.toasts.saveSettingsErrorMessage'),
      });
    }
  };

  const onDelete = async (model: AdminAiModel) => {
    try {
      await remove.mutateAsync(model.id);
      toast.success(t('aiLab.toasts.modelRemoved'));
    } catch (error) {
      toast.error(t('aiLab.toasts.saveSettingsErrorTitle'), {
        description: labErrorText(t, error, 'aiLab.toasts.saveSettingsErrorMessage'),
      });
    }
    setDeleting(null);
  };

  return (
    <section aria-labelledby="ai-admin-models" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="ai-admin-models" className="text-lg font-semibold">
          {t('aiLab.admin.modelsTitle')}
        </h2>
        <Button type="button" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          {t('aiLab.settings.addModel')}
        </Button>
      </div>
      <Table>
        <thead>
          <TableRow>
            <TableHead>{t('aiLab.settings.modelName')}</TableHead>
            <TableHead>{t('aiLab.settings.provider')}</TableHead>
            <TableHead>{t('aiLab.settings.price')}</TableHead>
            <TableHead>{t('aiLab.admin.contextLimit')}</TableHead>
            <TableHead>{t('aiLab.admin.keyStatusLabel')}</TableHead>
            <TableHead>{t('aiLab.admin.membersVisible')}</TableHead>
            <TableHead>
              <span className="sr-only">{t('aiLab.admin.editModel')}</span>
            </TableHead>
          </TableRow>
        </thead>
        <tbody>
          {models.map((model) => (
            <TableRow key={model.id}>
              <TableCell>
                <span className="font-medium">{model.name}</span>
                <span className="ml-2 inline-flex gap-1">
                  {model.featured && <Badge variant="secondary">{t('aiLab.settings.featured')}</Badge>}
                  {model.beta && <Badge variant="outline">{t('aiLab.settings.beta')}</Badge>}
                  {model.kind === 'image' && <Badge variant="outline">{t('aiLab.admin.kinds.image')}</Badge>}
                </span>
              </TableCell>
              <TableCell>{model.providerName}</TableCell>
              <TableCell className="tabular-nums">
                {model.kind === 'image'
                  ? `${formatNumber(model.pricePerImage)} · ${t('aiLab.admin.pricePerImage')}`
                  : t('aiLab.admin.prices', {
                      input: formatNumber(model.priceInputPerMTok),
                      output: formatNumber(model.priceOutputPerMTok),
                    })}
              </TableCell>
              <TableCell className="tabular-nums">{formatNumber(model.contextLimit)}</TableCell>
              <TableCell>
                {model.available ? (
                  <Badge>{t('aiLab.admin.available')}</Badge>
                ) : (
                  <span className="text-sm text-muted-foreground">
                    {t(`aiLab.models.unavailable.${model.unavailableReason ?? 'noKey'}`)}
                  </span>
                )}
              </TableCell>
              <TableCell>
                <Switch
                  checked={model.membersVisible}
                  disabled={save.isPending}
                  aria-label={t('aiLab.admin.membersVisibleNamed', { name: model.name })}
                  onCheckedChange={(checked) => void setVisible(model, checked)}
                />
              </TableCell>
              <TableCell className="whitespace-nowrap text-right">
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t('aiLab.admin.editModelNamed', { name: model.name })}
                  onClick={() => setEditing(model)}
                >
                  <Pencil aria-hidden="true" />
                </Button>
                {model.deletable ? (
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={t('aiLab.admin.deleteModelNamed', { name: model.name })}
                    onClick={() => setDeleting(model)}
                  >
                    <Trash2 aria-hidden="true" />
                  </Button>
                ) : (
                  <Badge variant="outline">{t('aiLab.admin.notDeletable')}</Badge>
                )}
              </TableCell>
            </TableRow>
          ))}
        </tbody>
      </Table>
      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        {editing !== null && (
          <AdminModelDialog
            key={editing === 'new' ? 'new' : editing.id}
            model={editing === 'new' ? null : editing}
            providers={providers}
            onDone={() => setEditing(null)}
          />
        )}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('aiLab.settings.deleteModel')}
        message={t('aiLab.admin.deleteModelConfirm', { name: deleting?.name ?? '' })}
        confirmLabel={t('aiLab.admin.delete')}
        busy={remove.isPending}
        onConfirm={() => deleting && void onDelete(deleting)}
      />
    </section>
  );
}
