import type {
  AdminAiModel,
  AdminAiModelList,
  AiAgentDetail,
  AiAgentList,
  AiProvider,
  AiProviderList,
  CreateAiAgentInput,
  CreateAiModelInput,
  CreateAiProviderInput,
  UpdateAiModelInput,
} from '@blivion/shared/ai';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { labKeys } from './lab-query-keys';

/** The admin side of ai-models: /api/admin/ai (providers, keys, models) and the academy agents (/api/ai/agents). */

export const ADMIN_AI_KEY = ['admin-ai'] as const;
const PROVIDERS_KEY = [...ADMIN_AI_KEY, 'providers'] as const;
const MODELS_KEY = [...ADMIN_AI_KEY, 'models'] as const;
const AGENTS_KEY = [...ADMIN_AI_KEY, 'agents'] as const;
/** The member's picker (GET /api/ai/models) shows what these screens change. */
const PICKER_KEY = labKeys.picker;

const path = (id: string) => encodeURIComponent(id);

export const aiProvidersQueryOptions = queryOptions({
  queryKey: PROVIDERS_KEY,
  queryFn: ({ signal }) => apiFetch<AiProviderList>('/api/admin/ai/providers', { signal }),
});

export const adminAiModelsQueryOptions = queryOptions({
  queryKey: MODELS_KEY,
  queryFn: ({ signal }) => apiFetch<AdminAiModelList>('/api/admin/ai/models', { signal }),
});

export const aiAgentsQueryOptions = queryOptions({
  queryKey: AGENTS_KEY,
  queryFn: ({ signal }) => apiFetch<AiAgentList>('/api/ai/agents', { signal }),
});

function useAdminAiMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_AI_KEY }),
        queryClient.invalidateQueries({ queryKey: PICKER_KEY }),
      ]);
    },
  });
}

export function useCreateProvider() {
  return useAdminAiMutation((body: CreateAiProviderInput) =>
    apiFetch<AiProvider>('/api/admin/ai/providers', { method: 'POST', body }),
  );
}

export function useDeleteProvider() {
  return useAdminAiMutation((id: string) =>
    apiFetch<{ ok: true }>(`/api/admin/ai/providers/${path(id)}`, { method: 'DELETE' }),
  );
}

export function useSaveProviderKey() {
  return useAdminAiMutation(({ id, apiKey }: { id: string; apiKey: string }) =>
    apiFetch<AiProvider>(`/api/admin/ai/providers/${path(id)}/key`, { method: 'PUT', body: { apiKey } }),
  );
}

export function useRemoveProviderKey() {
  return useAdminAiMutation((id: string) =>
    apiFetch<AiProvider>(`/api/admin/ai/providers/${path(id)}/key`, { method: 'DELETE' }),
  );
}

export function useTestProvider() {
  return useAdminAiMutation((id: string) =>
    apiFetch<AiProvider>(`/api/admin/ai/providers/${path(id)}/test`, { method: 'POST' }),
  );
}

export function useSaveModel() {
  return useAdminAiMutation(({ id, body }: { id: string | null; body: CreateAiModelInput | UpdateAiModelInput }) =>
    id === null
      ? apiFetch<AdminAiModel>('/api/admin/ai/models', { method: 'POST', body })
      : apiFetch<AdminAiModel>(`/api/admin/ai/models/${path(id)}`, { method: 'PATCH', body }),
  );
}

export function useDeleteModel() {
  return useAdminAiMutation((id: string) =>
    apiFetch<{ ok: true }>(`/api/admin/ai/models/${path(id)}`, { method: 'DELETE' }),
  );
}

export function useCreateAgent() {
  return useAdminAiMutation((body: CreateAiAgentInput) =>
    apiFetch<AiAgentDetail>('/api/ai/agents', { method: 'POST', body }),
  );
}

export function useDeleteAgent() {
  return useAdminAiMutation((id: string) => apiFetch<{ ok: true }>(`/api/ai/agents/${path(id)}`, { method: 'DELETE' }));
}
