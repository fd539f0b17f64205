import type { MeResponse } from '@blivion/shared/me';
import type { AvatarResponse } from '@blivion/shared/uploads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiUpload } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/me';

const AVATAR_PATH = '/api/me/avatar';

/**
 * Uploads the cropped photo (a file) or removes it (null), then writes the new URL into the cache
 * the signed-in member's avatars read (top bar, sidebar, profile), so they change without a reload;
 * the forum's lists show it when they are next fetched.
 */
export function useAvatarMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) =>
      file ? apiUpload<AvatarResponse>(AVATAR_PATH, file) : apiFetch<AvatarResponse>(AVATAR_PATH, { method: 'DELETE' }),
    onSuccess: ({ avatarUrl }) => {
      queryClient.setQueryData<MeResponse | null>(ME_QUERY_KEY, (me) =>
        me ? { ...me, user: { ...me.user, avatarUrl } } : me,
      );
    },
  });
}
