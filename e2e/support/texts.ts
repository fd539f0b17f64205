/**
 * A catalogue text with its `{{name}}` placeholders filled, as i18next fills them (no plural
 * choice: pass the form the screen shows, e.g. `deleteMessage_zero`); a missing value fills ''.
 */
export function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/{{(\w+)}}/g, (_, key: string) => String(params[key] ?? ''));
}
