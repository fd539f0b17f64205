import { describe, expect, it } from 'vitest';
import { flattenCatalogue } from './translate.js';

const texts = flattenCatalogue();
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The keys shown with a number: a text that says {{count}}, or a key with a plural form. */
function countedKeys(catalogue: Record<string, string>): string[] {
  const keys = new Set<string>();
  for (const [key, text] of Object.entries(catalogue)) {
    if (PLURAL_SUFFIX.test(key) || /\{\{\s*count\s*\}\}/.test(text)) keys.add(key.replace(PLURAL_SUFFIX, ''));
  }
  return [...keys].sort();
}

describe('plural forms in the catalogue', () => {
  it('every text shown with a count has its singular (_one, 1), zero (_zero, 0) and plural form', () => {
    const missing = countedKeys(texts).flatMap((key) => [
      ...(key in texts || `${key}_other` in texts ? [] : [`${key}_other`]),
      ...[`${key}_one`, `${key}_zero`].filter((form) => !(form in texts)),
    ]);
    expect(missing).toEqual([]);
  });

  it('finds the counted keys, including those without {{count}} in their text', () => {
    const keys = countedKeys(texts);
    expect(keys).toContain('features.admin.users.total');
    expect(keys).toContain('landing.counters.students');
    expect(keys).not.toContain('features.admin.users.tableLabel');
  });
});
