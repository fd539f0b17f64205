import type { TranslationsResponse } from '@blivion/shared/translations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { applyOverrides, TRANSLATIONS_QUERY_KEY } from '@/lib/translations';

/** Every write answers the new overrides: they go into the cache and onto this page's texts at once. */
function useTranslationsMutation<TInput>(mutationFn: (input: TInput) => Promise<TranslationsResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (response) => {
      applyOverrides(response.overrides);
      queryClient.setQueryData(TRANSLATIONS_QUERY_KEY, response);
      void queryClient.invalidateQueries({ queryKey: ['admin-audit'] });
    },
  });
}

export function useSaveTranslations() {
  return useTranslationsMutation((overrides: Record<string, string>) =>
    apiFetch<TranslationsResponse>('/api/admin/translations', { method: 'PUT', body: { overrides } }),
  );
}

export function useResetTranslation() {
  return useTranslationsMutation((key: string) =>
    apiFetch<TranslationsResponse>(`/api/admin/translations/${encodeURIComponent(key)}`, { method: 'DELETE' }),
  );
}

export function useResetAllTranslations() {
  return useTranslationsMutation(() => apiFetch<TranslationsResponse>('/api/admin/translations', { method: 'DELETE' }));
}
