import type { AdSpyTokenList } from '@blivion/shared/adspy';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { adSpyKeys } from './query-keys';

const TOKENS_PATH = '/api/admin/adspy/tokens';

/** GET /api/admin/adspy/tokens (admin and master): each token by its last four characters, never whole. */
export const tokensQueryOptions = queryOptions({
  queryKey: adSpyKeys.tokens,
  queryFn: ({ signal }) => apiFetch<AdSpyTokenList>(TOKENS_PATH, { signal }),
});

export function useTokens() {
  return useQuery(tokensQueryOptions);
}

/**
 * Every token route answers the list as it is after the change: it goes into the cache at once; the
 * status (count, the token in use, whether the library can search) is read again.
 */
function useTokenMutation<Input, Output extends AdSpyTokenList | undefined>(
  request: (input: Input) => Promise<Output>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (list) => {
      if (list) queryClient.setQueryData(adSpyKeys.tokens, list);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adSpyKeys.tokens }),
        queryClient.invalidateQueries({ queryKey: adSpyKeys.status }),
      ]),
  });
}

/** POST /api/admin/adspy/tokens: the token is sealed on the server; the answer lists it by its last four. */
export function useAddToken() {
  return useTokenMutation((token: string) =>
    apiFetch<AdSpyTokenList>(TOKENS_PATH, { method: 'POST', body: { token } }),
  );
}

export function useRemoveToken() {
  return useTokenMutation((id: string) =>
    apiFetch<undefined>(`${TOKENS_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
}

/** POST /api/admin/adspy/tokens/rotate: 'Alternar Token' moves to the next usable token. */
export function useRotateToken() {
  return useTokenMutation(() => apiFetch<AdSpyTokenList>(`${TOKENS_PATH}/rotate`, { method: 'POST' }));
}
