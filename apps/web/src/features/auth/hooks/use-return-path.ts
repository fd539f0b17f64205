import { useSearchParams } from 'react-router';
import { REDIRECT_PARAM, safeRedirectPath } from '@/lib/redirect';

/** Where to go after signing in: the page the guard sent the visitor from, else the dashboard. */
export function useReturnPath(): string {
  const [params] = useSearchParams();
  return safeRedirectPath(params.get(REDIRECT_PARAM));
}
