import { isStaff } from '@blivion/shared/core';
import type { MeResponse } from '@blivion/shared/me';
import { Bot, BookOpen, LayoutDashboard, MessagesSquare, Radar, Shield, type LucideIcon } from 'lucide-react';
import { canSeeAdSpy } from '@/lib/me';

export interface SidebarItem {
  to: string;
  labelKey: string;
  icon: LucideIcon;
  devBadge?: boolean;
}

export function sidebarItemsFor(me: MeResponse): SidebarItem[] {
  const items: SidebarItem[] = [
    { to: '/dashboard', labelKey: 'shell.sidebar.dashboard', icon: LayoutDashboard },
    { to: '/courses', labelKey: 'shell.sidebar.courses', icon: BookOpen },
    { to: '/forum', labelKey: 'shell.sidebar.forum', icon: MessagesSquare },
    // Staff whose own AI lab is off still run it: the entry opens 'Configurações de IA'.
    {
      to: isStaff(me.user.role) && !me.permissions.aiLab ? '/ai-lab/settings' : '/ai-lab',
      labelKey: 'shell.sidebar.aiLab',
      icon: Bot,
    },
  ];
  if (canSeeAdSpy(me)) {
    items.push({ to: '/adspy', labelKey: 'shell.sidebar.adSpy', icon: Radar, devBadge: !me.features.adSpyEnabled });
  }
  // One 'Administração' area (its own menu lists users, translations, credits, AI, courses, sales).
  if (isStaff(me.user.role)) items.push({ to: '/admin/usuarios', labelKey: 'shell.sidebar.admin', icon: Shield });
  return items;
}
