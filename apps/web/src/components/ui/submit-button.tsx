import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useHydrated } from '@/lib/hydration';
import { Button, type ButtonProps } from './button';

/**
 * A submit button that shows its busy label and a spinner while the form is sent. On a prerendered
 * page it stays disabled until hydrated: before that the form has no handler, and the browser would
 * send it itself, as a GET with the fields (a password, say) in the address.
 */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  disabled,
  ...props
}: Omit<ButtonProps, 'type'> & { busy: boolean; busyLabel: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Button type="submit" disabled={busy || disabled || !hydrated} aria-busy={busy || undefined} {...props}>
      {busy && <LoaderCircle className="animate-spin" aria-hidden="true" />}
      {busy ? busyLabel : children}
    </Button>
  );
}
