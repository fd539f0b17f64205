/**
 * A tree of texts (the catalogue or some of its sections) as a flat map of dotted keys to texts,
 * the form translations are edited in. Kept apart from translate.ts, which holds the whole
 * catalogue, so that the web app can flatten the sections it has without bundling the others.
 */
export function flattenTexts(tree: object, prefix = ''): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat[path] = value;
    else if (value && typeof value === 'object') Object.assign(flat, flattenTexts(value as object, path));
  }
  return flat;
}
