import { flattenTexts } from './flatten.js';
import { ptBR } from './pt-BR/index.js';

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** Every dotted key of the pt-BR catalogue, e.g. 'auth.login.title'. */
export type CatalogueKey = Leaves<typeof ptBR>;

/** The catalogue (or a part of it) as a flat map of dotted keys to texts, the form translations are edited in. */
export function flattenCatalogue(tree: object = ptBR, prefix = ''): Record<string, string> {
  return flattenTexts(tree, prefix);
}

const defaults = flattenCatalogue();

export function isCatalogueKey(key: string): key is CatalogueKey {
  return Object.prototype.hasOwnProperty.call(defaults, key);
}

/** Looks a key up (overrides first, then the default text) and fills {{placeholders}}. */
export function translate(
  key: string,
  vars: Record<string, string | number> = {},
  overrides: Record<string, string> = {},
): string {
  const text = overrides[key] ?? defaults[key] ?? key;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => (name in vars ? String(vars[name]) : match));
}

/**
 * The text of an API error code: `errors.<CODE>`, else the AI lab's `aiLab.errors.<CODE>` or
 * AdSpy's `adSpy.errors.<CODE>` or the sales module's `sales.errors.<CODE>` (see errors.ts).
 */
export function errorText(code: string, vars: Record<string, string | number> = {}): string {
  const key = [`errors.${code}`, `aiLab.errors.${code}`, `adSpy.errors.${code}`, `sales.errors.${code}`].find(
    isCatalogueKey,
  );
  return translate(key ?? `errors.${code}`, vars);
}
