export interface NavItem {
  to: string;
  labelKey: string;
  end?: boolean;
}

export const PUBLIC_NAV_ITEMS: readonly NavItem[] = [
  { to: '/', labelKey: 'shell.header.home', end: true },
  { to: '/courses', labelKey: 'shell.header.courses' },
  { to: '/forum', labelKey: 'shell.header.forum' },
  { to: '/ai-lab', labelKey: 'shell.header.aiLab' },
  { to: '/about', labelKey: 'shell.header.about' },
];
