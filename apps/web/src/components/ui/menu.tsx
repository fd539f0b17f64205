import { DropdownMenu } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A menu of actions (Radix's dropdown menu, non-modal so the page behind keeps scrolling). */
export function Menu({ children }: { children: ReactNode }) {
  return <DropdownMenu.Root modal={false}>{children}</DropdownMenu.Root>;
}

/** The control that opens the menu: its only child (a Button) becomes the trigger. */
export const MenuTrigger = ({ children }: { children: ReactNode }) => (
  <DropdownMenu.Trigger asChild>{children}</DropdownMenu.Trigger>
);

/** The menu's panel, in a portal, aligned to the trigger's end. */
export function MenuContent({ children }: { children: ReactNode }) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        align="end"
        sideOffset={4}
        className="z-50 min-w-48 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
      >
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}

/** One action of the menu: an icon and its words, 44 px tall on touch screens; `destructive` in red. */
export function MenuItem({
  destructive = false,
  className,
  ...props
}: ComponentProps<typeof DropdownMenu.Item> & { destructive?: boolean }) {
  return (
    <DropdownMenu.Item
      className={cn(
        'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-2 text-sm outline-none select-none pointer-coarse:min-h-11 data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground',
        destructive && 'text-destructive-text data-[highlighted]:text-destructive-text',
        className,
      )}
      {...props}
    />
  );
}
