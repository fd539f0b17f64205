import { ChevronRight, MoreHorizontal, type LucideIcon } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { cn } from '@/lib/utils';

export interface RowMenuAction {
  label: string;
  icon: LucideIcon;
  onSelect: () => void;
  destructive?: boolean;
  /** A submenu of choices instead of an action (e.g. the folders a chat can move to). */
  choices?: { key: string; label: string; current: boolean; onSelect: () => void }[];
}

const ITEM =
  'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground data-[disabled]:opacity-50';
const PANEL = 'z-50 min-w-48 rounded-md border bg-popover p-1 text-popover-foreground shadow-md';

/** The '...' menu of a chat or a folder in the lab's sidebar. */
export function RowMenu({ label, actions }: { label: string; actions: RowMenuAction[] }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={label}
        className="flex size-8 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        <MoreHorizontal className="size-4" aria-hidden="true" />
      </DropdownMenu.Trigger>
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
