import type { Banner, BannerImageResponse, BannerList, CreateBannerInput } from '@blivion/shared/banners';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiUpload } from '@/lib/api-client';

export const ADMIN_BANNERS_KEY = ['admin-banners'] as const;
/** The strip's own query (GET /api/banners), refreshed after every change. */
const STRIP_KEY = ['banners'] as const;

export const adminBannersQueryOptions = queryOptions({
  queryKey: ADMIN_BANNERS_KEY,
  queryFn: ({ signal }) => apiFetch<BannerList>('/api/admin/banners', { signal }),
});

function useBannerMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_BANNERS_KEY }),
        queryClient.invalidateQueries({ queryKey: STRIP_KEY }),
        queryClient.invalidateQueries({ queryKey: ['admin-audit'] }),
      ]);
    },
  });
}

export function useCreateBanner() {
  return useBannerMutation((body: CreateBannerInput) =>
    apiFetch<Banner>('/api/admin/banners', { method: 'POST', body }),
  );
}

export function useSetBannerActive() {
  return useBannerMutation(({ id, active }: { id: string; active: boolean }) =>
    apiFetch<Banner>(`/api/admin/banners/${encodeURIComponent(id)}`, { method: 'PATCH', body: { active } }),
  );
}

export function useDeleteBanner() {
  return useBannerMutation((id: string) =>
    apiFetch<{ ok: true }>(`/api/admin/banners/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
}

/** Uploads a banner's picture (checked by content on the server, 2 MB at most); its address for imageUrl. */
export function uploadBannerImage(file: File): Promise<BannerImageResponse> {
  return apiUpload<BannerImageResponse>('/api/admin/banners/image', file);
}
