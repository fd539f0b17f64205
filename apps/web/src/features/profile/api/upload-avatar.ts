import type { MeResponse } from '@blivion/shared/me';
import type { AvatarResponse } from '@blivion/shared/uploads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/me';

/**
 * POST /api/me/avatar with the cropped square, then the new URL into the cache the signed-in
 * member's avatars read (top bar, sidebar, profile), so they change without a reload; the forum's
 * lists show it when they are next fetched. Used by the crop dialog only (its lazy chunk).
 */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => apiUpload<AvatarResponse>('/api/me/avatar', file),
    onSuccess: ({ avatarUrl }) =>
      queryClient.setQueryData<MeResponse | null>(ME_QUERY_KEY, (me) =>
        me ? { ...me, user: { ...me.user, avatarUrl } } : me,
      ),
  });
}
