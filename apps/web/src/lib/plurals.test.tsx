import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanup, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { adSpy, aiLab, courses, sales } from '@blivion/shared/i18n/pt-BR';
import '@/lib/catalogue/all-sections';
import { i18n } from './i18n';
import { addCatalogueSections } from './translations';

// The modules with a section of their own load it with their pages; their counted keys are checked too.
addCatalogueSections({ courses, aiLab, adSpy, sales });

const webSource = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function UserTotal({ count }: { count: number }) {
  const { t } = useTranslation();
  return <p>{t('features.admin.users.total', { count })}</p>;
}

afterEach(cleanup);

describe('counts in the web app', () => {
  it.each([
    [0, '0 usuários'],
    [1, '1 usuário'],
    [2, '2 usuários'],
    [1234, '1234 usuários'],
  ])('the member list shows %i as %s', (count, text) => {
    render(<UserTotal count={count} />);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('every key the components show with a count has a singular and a zero form', () => {
    const counted = sourceFiles(webSource).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([\w.]+)',\s*\{[^}]*\bcount\b/g)].map((match) => match[1]!),
    );
    expect(counted).toContain('features.admin.users.total');
    const missing = counted.filter(
      (key) =>
        !i18n.exists(`${key}_one`) ||
        !i18n.exists(`${key}_zero`) ||
        i18n.t(key, { count: 1 }) === i18n.t(key, { count: 2 }),
    );
    expect(missing).toEqual([]);
  });
});
