import { flattenCatalogue } from '@blivion/shared/i18n';

let defaults: Record<string, string> | null = null;

/** The whole bundled catalogue as dotted keys and texts (computed once, on first use). */
export function catalogueDefaults(): Record<string, string> {
  defaults ??= flattenCatalogue();
  return defaults;
}
