import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { folderPath, useRefreshFolders } from './list-folders';

/** DELETE /api/ai/folders/:id: the folder goes; its chats stay, in no folder. */
export function useDeleteFolder() {
  const refresh = useRefreshFolders();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(folderPath(id), { method: 'DELETE' }),
    onSuccess: refresh,
  });
}
