import { MoreHorizontal, type LucideIcon } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useFirstUse } from '@/hooks/use-first-use';

export interface RowMenuAction {
  label: string;
  icon: LucideIcon;
  onSelect: () => void;
  destructive?: boolean;
  /** A submenu of choices instead of an action (e.g. the folders a chat can move to). */
  choices?: { key: string; label: string; current: boolean; onSelect: () => void }[];
}

const loadDropdown = () => import('./row-menu-dropdown');
const RowMenuDropdown = lazy(() => loadDropdown().then((module) => ({ default: module.RowMenuDropdown })));

/**
 * The '...' menu of a chat or a folder in the lab's sidebar. Radix's dropdown is fetched when the
 * button is pointed at or focused and mounted open at the first click, as the theme menu does.
 */
export function RowMenu({ label, actions }: { label: string; actions: RowMenuAction[] }) {
  const { used, triggerProps } = useFirstUse(loadDropdown);
  const button = (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="menu"
      className="flex size-8 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-ring"
      {...triggerProps}
    >
      <MoreHorizontal className="size-4" aria-hidden="true" />
    </button>
  );
  if (!used) return button;
  return (
    <Suspense fallback={button}>
      <RowMenuDropdown trigger={button} actions={actions} />
    </Suspense>
  );
}
