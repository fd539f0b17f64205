import { landing } from '@blivion/shared/i18n/pt-BR';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FOOTER_GROUPS } from '@/components/layouts/footer-links';
import { routes } from './router';

describe('the public footer', () => {
  it('links only to pages the router has, never to the not-found page', () => {
    const links = FOOTER_GROUPS.flatMap((group) => group.links);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) {
      const matched = matchRoutes(routes, link.to) ?? [];
      expect(matched.at(-1)?.route.path, link.to).not.toBe('*');
      expect(matched.at(-1)?.route.path, link.to).toBe(link.to.slice(1));
    }
  });

  it('names every link and column from the catalogue', () => {
    const keys = FOOTER_GROUPS.flatMap((group) => [group.titleKey, ...group.links.map((link) => link.labelKey)]);
    for (const key of keys) {
      const value = key
        .split('.')
        .slice(1)
        .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], landing);
      expect(typeof value, key).toBe('string');
    }
  });
});
