export const REDIRECT_PARAM = 'redirect';
export const DEFAULT_SIGNED_IN_PATH = '/dashboard';

/** Accepts only a same-site absolute path, so the return address cannot send the visitor elsewhere. */
export function safeRedirectPath(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) {
    return DEFAULT_SIGNED_IN_PATH;
  }
  if (value === '/login' || value.startsWith('/login?') || value.startsWith('/logout')) return DEFAULT_SIGNED_IN_PATH;
  return value;
}

export function loginPathFor(returnTo: string): string {
  return `/login?${REDIRECT_PARAM}=${encodeURIComponent(returnTo)}`;
}
