import type { AiAgentScope } from '@blivion/shared/ai';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError, InlineLoading } from '@/components/feedback/inline-status';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { agentDetailQueryOptions } from '../api/manage-agent';
import { AgentForm } from './agent-form';

/**
 * 'Criar Novo Agente': tabs Comunidade and Academia (the second for admin and master only; the
 * server decides too). With `agentId`, 'Editar Agente': the same fields, prefilled from the server
 * (which gives the prompt only to who may edit the agent).
 */
export function AgentDialog({
  initialScope,
  canCreateAcademy,
  agentId,
  onOpenChange,
}: {
  initialScope: AiAgentScope;
  canCreateAcademy: boolean;
  agentId?: string;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const detail = useQuery({ ...agentDetailQueryOptions(agentId ?? ''), enabled: agentId !== undefined });
  const editing = agentId !== undefined;
  const a = 'aiLab.lab.agent';

  return (
    <Dialog open onOpenChange={(open) => !busy && onOpenChange(open)}>
      <DialogContent
        title={t(editing ? `${a}.editTitle` : 'aiLab.agentDialog.title')}
        description={t(editing ? `${a}.editDescription` : 'aiLab.agentDialog.description')}
        className="max-w-xl"
      >
        {editing && detail.isError ? (
          <InlineError message={t(`${a}.loadError`)} onRetry={() => void detail.refetch()} />
        ) : editing && !detail.data ? (
          <InlineLoading />
        ) : (
          <AgentForm
            agent={detail.data}
            initialScope={initialScope}
            canCreateAcademy={canCreateAcademy}
            onBusyChange={setBusy}
            onDone={() => onOpenChange(false)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
