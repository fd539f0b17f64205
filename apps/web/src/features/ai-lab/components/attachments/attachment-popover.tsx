import { Popover } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';

/** Radix's popover behind the composer's paperclip, loaded by AttachmentArea at its first use. */
export function AttachmentPopover({
  trigger,
  open,
  onOpenChange,
  children,
}: {
  trigger: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          align="start"
          sideOffset={8}
          collisionPadding={8}
          className="z-50 flex w-72 max-w-[calc(100vw-1rem)] flex-col gap-3 rounded-md border bg-popover p-3 text-sm text-popover-foreground shadow-md"
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
