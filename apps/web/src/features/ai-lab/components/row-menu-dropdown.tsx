import { ChevronRight } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import type { ReactElement } from 'react';
import { cn } from '@/lib/utils';
import type { RowMenuAction } from './row-menu';

const ITEM =
  'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground data-[disabled]:opacity-50';
const PANEL = 'z-50 min-w-48 rounded-md border bg-popover p-1 text-popover-foreground shadow-md';

/** Radix's dropdown of RowMenu, loaded at the first use of a row's '...' button and mounted open. */
export function RowMenuDropdown({ trigger, actions }: { trigger: ReactElement; actions: RowMenuAction[] }) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={4} className={PANEL}>
          {actions.map(({ label: text, icon: Icon, onSelect, destructive, choices }) =>
            choices ? (
              <DropdownMenu.Sub key={text}>
                <DropdownMenu.SubTrigger className={ITEM}>
                  <Icon className="size-4" aria-hidden="true" />
                  {text}
                  <ChevronRight className="ml-auto size-4" aria-hidden="true" />
                </DropdownMenu.SubTrigger>
                <DropdownMenu.Portal>
                  <DropdownMenu.SubContent className={PANEL}>
                    {choices.map((choice) => (
                      <DropdownMenu.Item
                        key={choice.key}
                        disabled={choice.current}
                        onSelect={choice.onSelect}
                        className={ITEM}
                      >
                        {choice.label}
                      </DropdownMenu.Item>
                    ))}
                  </DropdownMenu.SubContent>
                </DropdownMenu.Portal>
              </DropdownMenu.Sub>
            ) : (
              <DropdownMenu.Item
                key={text}
                onSelect={onSelect}
                className={cn(ITEM, destructive && 'text-destructive-text data-[highlighted]:text-destructive-text')}
              >
                <Icon className="size-4" aria-hidden="true" />
                {text}
              </DropdownMenu.Item>
            ),
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
