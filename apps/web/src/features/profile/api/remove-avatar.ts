import type { MeResponse } from '@blivion/shared/me';
import type { AvatarResponse } from '@blivion/shared/uploads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/me';

/** DELETE /api/me/avatar: the avatars show the initials again (the cache is updated at once). */
export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<AvatarResponse>('/api/me/avatar', { method: 'DELETE' }),
    onSuccess: ({ avatarUrl }) =>
      queryClient.setQueryData<MeResponse | null>(ME_QUERY_KEY, (me) =>
        me ? { ...me, user: { ...me.user, avatarUrl } } : me,
      ),
  });
}
