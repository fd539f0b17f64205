import type { AiFolder } from '@blivion/shared/ai';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { folderPath, useRefreshFolders } from './list-folders';

/** PATCH /api/ai/folders/:id: a new name. */
export function useRenameFolder() {
  const refresh = useRefreshFolders();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      apiFetch<AiFolder>(folderPath(id), { method: 'PATCH', body: { name } }),
    onSuccess: refresh,
  });
}
