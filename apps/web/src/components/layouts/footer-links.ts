/** A column of the public footer: its title and its links, each an address of the router. */
export interface FooterGroup {
  titleKey: string;
  links: readonly { to: string; labelKey: string }[];
}

/**
 * The footer's links. Only pages the router has: app/footer-links.test.ts fails when one would open
 * the not-found page (issue 30; 'Carreiras', 'Blog' and 'Recursos' had no page and were removed).
 */
export const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    titleKey: 'landing.footer.company.title',
    links: [
      { to: '/about', labelKey: 'landing.footer.company.about' },
      { to: '/contact', labelKey: 'landing.footer.company.contact' },
    ],
  },
  {
    titleKey: 'landing.footer.support.title',
    links: [
      { to: '/help', labelKey: 'landing.footer.support.help' },
      { to: '/termos', labelKey: 'landing.footer.support.terms' },
      { to: '/privacidade', labelKey: 'landing.footer.support.privacy' },
    ],
  },
  {
    titleKey: 'landing.footer.platform.title',
    links: [
      { to: '/courses', labelKey: 'landing.footer.platform.courses' },
      { to: '/forum', labelKey: 'landing.footer.platform.forum' },
      { to: '/ai-lab', labelKey: 'landing.footer.platform.aiLab' },
    ],
  },
];
