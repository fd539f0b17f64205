import type { LucideIcon } from 'lucide-react';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cn } from '@/lib/utils';

/** Shows a collapsed link's label beside it (sidebar-overlays.tsx, loaded by the sidebar when needed). */
export type LinkTooltip = ComponentType<{ label: string; children: ReactElement }>;

interface SidebarLinkProps {
  to: string;
  label: string;
  icon: LucideIcon;
  collapsed: boolean;
  badge?: ReactNode;
  /** Absent until the sidebar has loaded its tooltips: the collapsed link has its label as aria-label meanwhile. */
  tooltip?: LinkTooltip;
}

export function SidebarLink({ to, label, icon: Icon, collapsed, badge, tooltip: Tooltip }: SidebarLinkProps) {
  const link = (
    <NavLink
      to={to}
      aria-label={collapsed ? label : undefined}
      className={cn(
        'flex h-10 pointer-coarse:h-11 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground aria-[current=page]:bg-accent aria-[current=page]:text-accent-foreground',
        collapsed && 'justify-center px-0',
      )}
    >
      <Icon className="size-5 shrink-0" aria-hidden="true" />
      {!collapsed && <span className="truncate">{label}</span>}
      {!collapsed && badge}
    </NavLink>
  );
  if (!collapsed || !Tooltip) return link;
  return <Tooltip label={label}>{link}</Tooltip>;
}
