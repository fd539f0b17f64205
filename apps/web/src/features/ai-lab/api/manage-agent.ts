import type { AiAgentDetail, UpdateAiAgentInput } from '@blivion/shared/ai';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ADMIN_AI_KEY } from './admin-ai';
import { labKeys } from './lab-query-keys';

const agentPath = (id: string) => `/api/ai/agents/${encodeURIComponent(id)}`;

/** GET /api/ai/agents/:id: an agent with its prompt, which only who may edit it gets. */
export const agentDetailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...labKeys.picker, 'agent', id] as const,
    queryFn: ({ signal }) => apiFetch<AiAgentDetail>(agentPath(id), { signal }),
    staleTime: 0,
  });

/** The picker and the admin screen's Agentes tab both list agents: a change refreshes both. */
function useAgentMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: labKeys.picker }),
        queryClient.invalidateQueries({ queryKey: ADMIN_AI_KEY }),
      ]),
  });
}

/** PATCH /api/ai/agents/:id: the creator's own community agent, or an academy agent by admin and master. */
export function useUpdateAgent() {
  return useAgentMutation(({ id, body }: { id: string; body: UpdateAiAgentInput }) =>
    apiFetch<AiAgentDetail>(agentPath(id), { method: 'PATCH', body }),
  );
}

/** DELETE /api/ai/agents/:id, under the same rule. */
export function useDeleteOwnAgent() {
  return useAgentMutation((id: string) => apiFetch<{ ok: true }>(agentPath(id), { method: 'DELETE' }));
}
