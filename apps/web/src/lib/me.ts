import { isStaff, type MeResponse, type Permission } from '@blivion/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch, ApiError } from './api-client';

export const ME_QUERY_KEY = ['me'] as const;

export async function getMe(signal?: AbortSignal): Promise<MeResponse | null> {
  try {
    return await apiFetch<MeResponse>('/api/me', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: ({ signal }) => getMe(signal),
  staleTime: 30_000,
});

export function useMe() {
  return useQuery(meQueryOptions);
}

export function canUsePermission(me: MeResponse, permission: Permission): boolean {
  return me.permissions[permission];
}

/** AdSpy shows for members with the permission while the switch is on; staff always see it. */
export function canSeeAdSpy(me: MeResponse): boolean {
  return me.permissions.adSpy && (me.features.adSpyEnabled || isStaff(me.user.role));
}

export function isStaffMember(me: MeResponse | null | undefined): boolean {
  return !!me && isStaff(me.user.role);
}
