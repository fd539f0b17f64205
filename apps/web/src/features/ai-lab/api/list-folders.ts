import type { AiFolderList } from '@blivion/shared/ai';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { LAB_STALE_MS, labKeys } from './lab-query-keys';

/** The folders' list, which the lab's signed-in document preloads too (app/signed-in-documents.ts). */
export const FOLDERS_PATH = '/api/ai/folders';

export const folderPath = (id: string) => `/api/ai/folders/${encodeURIComponent(id)}`;

/** GET /api/ai/folders: the member's folders ('Pastas'), by name, with their chat counts. */
export const foldersQueryOptions = queryOptions({
  queryKey: labKeys.folders,
  queryFn: ({ signal }) => apiFetch<AiFolderList>(FOLDERS_PATH, { signal }),
  staleTime: LAB_STALE_MS,
});

export function useFolders() {
  return useQuery(foldersQueryOptions);
}

/** After a folder changes: the folders and the chat lists (a folder's chats, their folder). */
export function useRefreshFolders() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: labKeys.folders }),
      queryClient.invalidateQueries({ queryKey: labKeys.conversations }),
    ]);
}
