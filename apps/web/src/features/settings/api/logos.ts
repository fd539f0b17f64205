import type { MeResponse } from '@blivion/shared/me';
import type { LogoResponse } from '@blivion/shared/uploads';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiUpload } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/me';
import { PLATFORM_QUERY_KEY } from '@/lib/platform';

export type LogoKind = 'personal' | 'platform';

const PATHS: Record<LogoKind, string> = { personal: '/api/me/logo', platform: '/api/admin/platform-logo' };

/**
 * Uploads (a file) or removes (null) a logo, then writes the new URL into the cache the header,
 * sidebar and avatar read, so they change without a reload.
 */
export function useLogoMutation(kind: LogoKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) =>
      file ? apiUpload<LogoResponse>(PATHS[kind], file) : apiFetch<LogoResponse>(PATHS[kind], { method: 'DELETE' }),
    onSuccess: ({ logoUrl }) => {
      if (kind === 'personal') {
        queryClient.setQueryData<MeResponse | null>(ME_QUERY_KEY, (me) =>
          me ? { ...me, user: { ...me.user, logoUrl } } : me,
        );
      } else {
        queryClient.setQueryData(PLATFORM_QUERY_KEY, { logoUrl });
      }
      void queryClient.invalidateQueries({ queryKey: ['admin-audit'] });
    },
  });
}
