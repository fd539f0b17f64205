import type { LucideIcon } from 'lucide-react';
import { Tooltip } from 'radix-ui';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cn } from '@/lib/utils';

interface SidebarLinkProps {
  to: string;
  label: string;
  icon: LucideIcon;
  collapsed: boolean;
  badge?: ReactNode;
}

export function SidebarLink({ to, label, icon: Icon, collapsed, badge }: SidebarLinkProps) {
  const link = (
    <NavLink
      to={to}
      aria-label={collapsed ? label : undefined}
      className={cn(
        'flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground',
        collapsed && 'justify-center px-0',
      )}
    >
      <Icon className="size-5 shrink-0" aria-hidden="true" />
      {!collapsed && <span className="truncate">{label}</span>}
      {!collapsed && badge}
    </NavLink>
  );
  if (!collapsed) return link;
  return (
    <Tooltip.Root>
      <Tooltip.Trigger asChild>{link}</Tooltip.Trigger>
      <Tooltip.Portal>
        <Tooltip.Content
          side="right"
          sideOffset={8}
          className="z-50 rounded-md bg-popover px-2 py-1 text-xs text-popover-foreground shadow-md"
        >
          {label}
        </Tooltip.Content>
      </Tooltip.Portal>
    </Tooltip.Root>
  );
}
