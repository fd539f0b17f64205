import { isStaff, type Permission } from '@blivion/shared/core';
import type { MeOrVisitorResponse, MeResponse } from '@blivion/shared/me';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client';

export const ME_QUERY_KEY = ['me'] as const;
/** Also preloaded by index.html, so the answer is on its way before the scripts run. */
export const ME_SESSION_PATH = '/api/me/session';

/** The signed-in member, or null for a visitor (GET /api/me/session answers 200 either way). */
export function getMe(signal?: AbortSignal): Promise<MeResponse | null> {
  return apiFetch<MeOrVisitorResponse>(ME_SESSION_PATH, { signal });
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
