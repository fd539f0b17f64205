import { foldText } from '@blivion/shared';

/**
 * The address of a category, from its name (specification, 5): lower case, accents removed,
 * punctuation removed, spaces turned into hyphens. 'Mídias Sociais' -> 'midias-sociais'.
 */
export function slugify(name: string): string {
  const slug = foldText(name)
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'categoria';
}

/** `base`, or `base-2`, `base-3`... whichever is not taken yet. */
export function uniqueSlug(base: string, taken: readonly string[]): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let suffix = 2; ; suffix += 1) {
    if (!used.has(`${base}-${suffix}`)) return `${base}-${suffix}`;
  }
}
