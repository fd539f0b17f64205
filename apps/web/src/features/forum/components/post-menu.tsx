import type { LucideIcon } from 'lucide-react';
import { MoreHorizontal } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

export interface PostMenuItem {
  label: string;
  icon: LucideIcon;
  onSelect: () => void;
  destructive?: boolean;
}

/** 'Mais ações' of a topic or a reply: only the actions the viewer may take; nothing when there are none. */
export function PostMenu({ items, label }: { items: PostMenuItem[]; label?: string }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-9 shrink-0"
          aria-label={label ?? t('features.forum.post.actions')}
        >
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={4}
          className="z-50 min-w-48 rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          {items.map(({ label: itemLabel, icon: Icon, onSelect, destructive }) => (
            <DropdownMenu.Item
              key={itemLabel}
              onSelect={onSelect}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground',
                destructive && 'text-destructive-text data-[highlighted]:text-destructive-text',
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
              {itemLabel}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
