import type { AdminAiModel, AiAgent } from '@blivion/shared/ai';
import { Pencil, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { FormField, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
import { useCreateAgent, useDeleteAgent } from '../api/admin-ai';
import { labErrorText } from '../lib/lab-errors';
import { AgentDialog } from './agent-dialog';

const EMPTY = { name: '', description: '', prompt: '', modelId: '' };

function AgentList({
  agents,
  onEdit,
  onDelete,
}: {
  agents: AiAgent[];
  onEdit?: (agent: AiAgent) => void;
  onDelete?: (agent: AiAgent) => void;
}) {
  const { t } = useTranslation();
  if (agents.length === 0) return <p className="text-sm text-muted-foreground">{t('aiLab.admin.noAgents')}</p>;
  return (
    <ul className="flex flex-col gap-2">
      {agents.map((agent) => (
        <li key={agent.id} className="flex items-start justify-between gap-3 rounded-lg border p-3">
          <div className="min-w-0">
            <p className="font-medium">{agent.name}</p>
            <p className="text-sm text-muted-foreground">{agent.description}</p>
            <p className="text-xs text-muted-foreground">
              {t('aiLab.agentDialog.model')}: {agent.modelName}
              {agent.creatorName ? ` · ${agent.creatorName}` : ''}
            </p>
          </div>
          <span className="flex shrink-0">
            {[
              { show: onEdit && agent.canEdit, label: 'aiLab.lab.agent.editNamed', Icon: Pencil, act: onEdit },
              { show: onDelete && agent.canDelete, label: 'aiLab.admin.deleteAgentNamed', Icon: Trash2, act: onDelete },
            ].map(({ show, label, Icon, act }) =>
              show ? (
                <Button
                  key={label}
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={t(label, { name: agent.name })}
                  onClick={() => act?.(agent)}
                >
                  <Icon aria-hidden="true" />
                </Button>
              ) : null,
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The 'Agentes' tab: academy agents (made here, always public, edited and deleted here) and the community's public ones. */
export function AdminAgents({ agents, models }: { agents: AiAgent[]; models: AdminAiModel[] }) {
  const { t } = useTranslation();
  const create = useCreateAgent();
  const remove = useDeleteAgent();
  const [form, setForm] = useState(EMPTY);
  const [missing, setMissing] = useState(false);
  const [deleting, setDeleting] = useState<AiAgent | null>(null);
  const [editing, setEditing] = useState<AiAgent | null>(null);
  const fail = (error: unknown) =>
    toast.error(t('aiLab.toasts.saveSettingsErrorTitle'), {
      description: labErrorText(t, error, 'aiLab.toasts.saveSettingsErrorMessage'),
    });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const blank = Object.values(form).some((value) => value.trim() === '');
    setMissing(blank);
    if (blank) {
      return toast.error(t('aiLab.toasts.requiredTitle'), { description: t('aiLab.toasts.academyAgentRequired') });
    }
    try {
      await create.mutateAsync({ scope: 'academy', isPublic: true, ...form });
      toast.success(t('aiLab.toasts.agentAdded'));
      setForm(EMPTY);
    } catch (error) {
      fail(error);
    }
  };

  const onDelete = async (agent: AiAgent) => {
    try {
      await remove.mutateAsync(agent.id);
      toast.success(t('aiLab.toasts.agentRemoved'));
    } catch (error) {
      fail(error);
    }
    setDeleting(null);
  };

  const errorOf = (value: string) => (missing && value.trim() === '' ? 'aiLab.agentDialog.requiredAll' : undefined);
  const field = (name: 'name' | 'description' | 'prompt', label: string) => {
    const id = `ai-academy-agent-${name}`;
    const Control = name === 'name' ? Input : Textarea;
    return (
      <FormField id={id} label={label} error={errorOf(form[name])}>
        <Control
          {...fieldControlProps(id, errorOf(form[name]))}
          value={form[name]}
          onChange={(event) => setForm({ ...form, [name]: event.target.value })}
        />
      </FormField>
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-muted-foreground">{t('aiLab.admin.agentsHint')}</p>
      <section aria-labelledby="ai-admin-academy" className="flex flex-col gap-3">
        <h2 id="ai-admin-academy" className="text-lg font-semibold">
          {t('aiLab.admin.agentsTitle')}
        </h2>
        <AgentList agents={agents.filter((a) => a.scope === 'academy')} onEdit={setEditing} onDelete={setDeleting} />
      </section>
      <form noValidate className="flex flex-col gap-3 rounded-lg border p-4" onSubmit={(event) => void onSubmit(event)}>
        <h3 className="font-semibold">{t('aiLab.admin.createAcademyAgent')}</h3>
        {field('name', t('aiLab.agentDialog.name'))}
        {field('description', t('aiLab.agentDialog.descriptionLabel'))}
        {field('prompt', t('aiLab.agentDialog.prompt'))}
        <FormField id="ai-academy-agent-model" label={t('aiLab.agentDialog.model')} error={errorOf(form.modelId)}>
          <SelectField
            id="ai-academy-agent-model"
            value={form.modelId}
            placeholder={t('aiLab.agentDialog.modelPlaceholder')}
            onValueChange={(modelId) => setForm({ ...form, modelId })}
            options={models.filter((m) => m.kind === 'llm').map((m) => ({ value: m.id, label: m.name }))}
          />
        </FormField>
        <p className="text-sm text-muted-foreground">{t('aiLab.agentDialog.academyAlwaysPublic')}</p>
        <SubmitButton busy={create.isPending} busyLabel={t('aiLab.agentDialog.submitting')} className="self-start">
          {t('aiLab.agentDialog.submit')}
        </SubmitButton>
      </form>
      <section aria-labelledby="ai-admin-community" className="flex flex-col gap-3">
        <h2 id="ai-admin-community" className="text-lg font-semibold">
          {t('aiLab.admin.communityTitle')}
        </h2>
        <AgentList agents={agents.filter((a) => a.scope === 'community' && a.isPublic)} />
      </section>
      {editing && (
        <AgentDialog
          initialScope="academy"
          agentId={editing.id}
          canCreateAcademy
          onOpenChange={(open) => !open && setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('aiLab.settings.deleteAgent')}
        message={t('aiLab.admin.deleteAgentConfirm', { name: deleting?.name ?? '' })}
        confirmLabel={t('aiLab.admin.delete')}
        busy={remove.isPending}
        onConfirm={() => deleting && void onDelete(deleting)}
      />
    </div>
  );
}
