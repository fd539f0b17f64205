import { LoaderCircle } from 'lucide-react';
import { AlertDialog as AlertPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonVariants } from './button';
import { contentClass, overlayClass } from './dialog';
import { useReturnFocus } from './return-focus';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: ReactNode;
  busyLabel?: ReactNode;
  busy?: boolean;
  destructive?: boolean;
  onConfirm: () => void;
}

/** A confirmation that has to be answered: Cancel (focused first) or the confirm action. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  busyLabel,
  busy = false,
  destructive = true,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <AlertPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertPrimitive.Portal>
        <AlertPrimitive.Overlay className={overlayClass} />
        <AlertContent>
          <AlertPrimitive.Title className="text-lg leading-tight font-semibold">{title}</AlertPrimitive.Title>
          <AlertPrimitive.Description className="text-sm text-muted-foreground">{message}</AlertPrimitive.Description>
          <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
            <AlertPrimitive.Cancel className={buttonVariants({ variant: 'outline' })} disabled={busy}>
              {t('common.cancel')}
            </AlertPrimitive.Cancel>
            <AlertPrimitive.Action
              className={buttonVariants({ variant: destructive ? 'destructive' : 'default' })}
              disabled={busy}
              aria-busy={busy || undefined}
              onClick={(event) => {
                // The dialog closes when the action has finished, not on click.
                event.preventDefault();
                onConfirm();
              }}
            >
              {busy && <LoaderCircle className="animate-spin" aria-hidden="true" />}
              {busy && busyLabel ? busyLabel : confirmLabel}
            </AlertPrimitive.Action>
          </div>
        </AlertContent>
      </AlertPrimitive.Portal>
    </AlertPrimitive.Root>
  );
}

/** The box, mounted while open: it gives the focus back to what opened it when it closes. */
function AlertContent(props: ComponentProps<typeof AlertPrimitive.Content>) {
  const returnFocus = useReturnFocus(props.onCloseAutoFocus);
  return <AlertPrimitive.Content className={contentClass} {...props} onCloseAutoFocus={returnFocus} />;
}
