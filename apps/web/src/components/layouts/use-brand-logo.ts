import { isStaff } from '@blivion/shared/core';
import { useMe } from '@/lib/me';
import { usePlatform } from '@/lib/platform';

/**
 * The logo the brand shows: an administrator's personal logo in their own area, else the platform
 * logo, else null (the built-in mark). Both come from query caches that the Logo tab updates.
 */
export function useBrandLogo(): string | null {
  const { data: me } = useMe();
  const { data: platform } = usePlatform();
  const personal = me && isStaff(me.user.role) ? me.user.logoUrl : null;
  return personal ?? platform?.logoUrl ?? null;
}
