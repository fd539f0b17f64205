import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { useReturnFocus } from './return-focus';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

export const overlayClass = 'fixed inset-0 z-50 bg-black/60';
export const contentClass =
  'fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl border bg-card p-6 text-card-foreground shadow-lg outline-none';

/** `side`: a full-height side panel on the right or the left (a drawer) instead of a centred box. */
const sidePanelClass = {
  right:
    'fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col gap-4 overflow-y-auto border-l bg-card p-6 text-card-foreground shadow-lg outline-none',
  left: 'fixed inset-y-0 left-0 z-50 flex w-[min(22rem,calc(100%-3rem))] flex-col gap-4 overflow-y-auto border-r bg-card p-4 text-card-foreground shadow-lg outline-none',
};

/**
 * A modal dialog with a title, an optional description and a close button (Escape closes it too);
 * centred, or as a side panel on the right.
 */
export function DialogContent({
  title,
  description,
  side,
  className,
  children,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  title: ReactNode;
  description?: ReactNode;
  side?: 'right' | 'left';
}) {
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClass} />
      <ContentBox
        onCloseAutoFocus={onCloseAutoFocus}
        className={cn(side ? sidePanelClass[side] : contentClass, className)}
        {...(description ? {} : { 'aria-describedby': undefined })}
        {...props}
      >
        <div className="flex flex-col gap-1.5 pr-8">
          <DialogPrimitive.Title className="text-lg leading-tight font-semibold">{title}</DialogPrimitive.Title>
          {description && (
            <DialogPrimitive.Description className="text-sm text-muted-foreground">
              {description}
            </DialogPrimitive.Description>
          )}
        </div>
        {children}
        <DialogPrimitive.Close
          className="absolute top-4 right-4 flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground"
          aria-label={t('common.close')}
        >
          <X className="size-4" aria-hidden="true" />
        </DialogPrimitive.Close>
      </ContentBox>
    </DialogPrimitive.Portal>
  );
}

/** The box, mounted while open (inside the portal): it gives the focus back to what opened it. */
function ContentBox(props: ComponentProps<typeof DialogPrimitive.Content>) {
  const returnFocus = useReturnFocus(props.onCloseAutoFocus);
  return <DialogPrimitive.Content {...props} onCloseAutoFocus={returnFocus} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end', className)} {...props} />;
}
