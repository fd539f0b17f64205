import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ADSPY_STALE_MS, adSpyKeys } from './query-keys';
import type { LibraryAd, SaveAdInput, SwipeFile, SwipeFileDetail, SwipeFileList } from '@blivion/shared/adspy';

/** GET /api/adspy/swipe-files: the member's own collections of saved ads. */
export const swipeFilesQueryOptions = queryOptions({
  queryKey: adSpyKeys.swipeFiles,
  queryFn: ({ signal }) => apiFetch<SwipeFileList>('/api/adspy/swipe-files', { signal }),
  staleTime: ADSPY_STALE_MS,
});

export function useSwipeFiles(enabled = true) {
  return useQuery({ ...swipeFilesQueryOptions, enabled });
}

/** The member's copy of an ad, as the library showed it (kept after the ad leaves the library). */
function savedCopy(ad: LibraryAd): SaveAdInput {
  return {
    adArchiveId: ad.id,
    pageId: ad.pageId,
    pageName: ad.pageName,
    bodies: ad.bodies,
    titles: ad.titles,
    descriptions: ad.descriptions,
    platforms: ad.platforms,
    startDate: ad.startDate,
    stopDate: ad.stopDate,
  };
}

/**
 * Saves an ad in a swipe file: POST /api/adspy/swipe-files first when the member names a new one,
 * then POST /api/adspy/swipe-files/:id/ads with the ad as the library showed it.
 */
export function useSaveAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ad, swipeFileId, newName }: { ad: LibraryAd; swipeFileId?: string; newName?: string }) => {
      const id =
        swipeFileId ??
        (await apiFetch<SwipeFile>('/api/adspy/swipe-files', { method: 'POST', body: { name: newName } })).id;
      await apiFetch<SwipeFile>(`/api/adspy/swipe-files/${encodeURIComponent(id)}/ads`, {
        method: 'POST',
        body: savedCopy(ad),
      });
      return id;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adSpyKeys.swipeFiles }),
  });
}

function swipeFilePath(id: string): string {
  return `/api/adspy/swipe-files/${encodeURIComponent(id)}`;
}

/** GET /api/adspy/swipe-files/:id: a collection with its saved ads, the most recently saved first. */
export function useSwipeFile(id: string | null) {
  return useQuery({
    queryKey: [...adSpyKeys.swipeFiles, id],
    queryFn: ({ signal }) => apiFetch<SwipeFileDetail>(swipeFilePath(id!), { signal }),
    enabled: id !== null,
  });
}

/** DELETE /api/adspy/swipe-files/:id/ads/:adArchiveId. */
export function useRemoveSavedAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fileId, adId }: { fileId: string; adId: string }) =>
      apiFetch<undefined>(`${swipeFilePath(fileId)}/ads/${encodeURIComponent(adId)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adSpyKeys.swipeFiles }),
  });
}

/** PATCH /api/adspy/swipe-files/:id with the new name. */
export function useRenameSwipeFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fileId, name }: { fileId: string; name: string }) =>
      apiFetch<SwipeFile>(swipeFilePath(fileId), { method: 'PATCH', body: { name } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adSpyKeys.swipeFiles }),
  });
}

/** DELETE /api/adspy/swipe-files/:id: the collection and the ads saved in it. */
export function useDeleteSwipeFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileId: string) => apiFetch<undefined>(swipeFilePath(fileId), { method: 'DELETE' }),
    onSuccess: (_, fileId) => {
      // Out of the list at once, so that nothing asks for the deleted collection again.
      queryClient.setQueryData<SwipeFileList>(adSpyKeys.swipeFiles, (list) =>
        list ? { items: list.items.filter((item) => item.id !== fileId) } : list,
      );
      queryClient.removeQueries({ queryKey: [...adSpyKeys.swipeFiles, fileId], exact: true });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: adSpyKeys.swipeFiles }),
  });
}
