import type { AiAgent, CreateAiAgentInput } from '@blivion/shared/ai';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { labKeys } from './lab-query-keys';

/** POST /api/ai/agents ('Criar Novo Agente'): community agents by any member of the lab, academy ones by staff. */
export function useCreateAgent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAiAgentInput) => apiFetch<AiAgent>('/api/ai/agents', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: labKeys.picker }),
  });
}
