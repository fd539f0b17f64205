import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';

/** A submit button that shows its busy label and a spinner while the form is sent. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  disabled,
  ...props
}: Omit<ButtonProps, 'type'> & { busy: boolean; busyLabel: ReactNode }) {
  return (
    <Button type="submit" disabled={busy || disabled} aria-busy={busy || undefined} {...props}>
      {busy && <LoaderCircle className="animate-spin" aria-hidden="true" />}
      {busy ? busyLabel : children}
    </Button>
  );
}
