import type { LucideIcon } from 'lucide-react';
import { MoreHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '@/components/ui/menu';

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
    <Menu>
      <MenuTrigger>
        <Button
          variant="ghost"
          size="icon"
          className="size-9 shrink-0"
          aria-label={label ?? t('features.forum.post.actions')}
        >
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </MenuTrigger>
      <MenuContent>
        {items.map(({ label: itemLabel, icon: Icon, onSelect, destructive }) => (
          <MenuItem key={itemLabel} onSelect={onSelect} destructive={destructive}>
            <Icon className="size-4" aria-hidden="true" />
            {itemLabel}
          </MenuItem>
        ))}
      </MenuContent>
    </Menu>
  );
}
