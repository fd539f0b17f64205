import type { AiFolder } from '@blivion/shared/ai';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { useRefreshFolders } from './list-folders';

/** POST /api/ai/folders ('Nova pasta'). */
export function useCreateFolder() {
  const refresh = useRefreshFolders();
  return useMutation({
    mutationFn: (name: string) => apiFetch<AiFolder>('/api/ai/folders', { method: 'POST', body: { name } }),
    onSuccess: refresh,
  });
}
