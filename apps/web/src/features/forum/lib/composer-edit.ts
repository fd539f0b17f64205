/** A text box's content and selection, as the composer's buttons change them. */
export interface TextEdit {
  text: string;
  start: number;
  end: number;
}

/** Wraps the selection in `before`/`after` (or inserts them around `placeholder` when nothing is selected). */
export function wrapSelection(edit: TextEdit, before: string, after: string, placeholder = ''): TextEdit {
  const selected = edit.text.slice(edit.start, edit.end) || placeholder;
  const text = edit.text.slice(0, edit.start) + before + selected + after + edit.text.slice(edit.end);
  const start = edit.start + before.length;
  return { text, start, end: start + selected.length };
}

/** Puts `prefix` at the start of every line the selection touches ('- ' for a list, '> ' for a quote). */
export function prefixLines(edit: TextEdit, prefix: string): TextEdit {
  const lineStart = edit.text.lastIndexOf('\n', edit.start - 1) + 1;
  const block = edit.text.slice(lineStart, edit.end);
  const prefixed = block
    .split('\n')
    .map((line) => prefix + line)
    .join('\n');
  const text = edit.text.slice(0, lineStart) + prefixed + edit.text.slice(edit.end);
  return { text, start: lineStart, end: lineStart + prefixed.length };
}

/** Inserts text at the caret (replacing the selection), the caret after it. */
export function insertAt(edit: TextEdit, inserted: string): TextEdit {
  const text = edit.text.slice(0, edit.start) + inserted + edit.text.slice(edit.end);
  const caret = edit.start + inserted.length;
  return { text, start: caret, end: caret };
}

/** The '@' being typed just before the caret: where it starts and what follows it; null when none. */
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|[\s(])@([\p{L}\p{N}._-]{0,30})$/u.exec(before);
  if (!match) return null;
  const query = match[2]!;
  return { start: caret - query.length - 1, query };
}

/** Replaces the '@…' being typed with the mention syntax the server reads (`@[Nome Completo]`). */
export function completeMention(edit: TextEdit, at: { start: number; query: string }, name: string): TextEdit {
  const inserted = `@[${name}] `;
  const text = edit.text.slice(0, at.start) + inserted + edit.text.slice(at.start + 1 + at.query.length);
  const caret = at.start + inserted.length;
  return { text, start: caret, end: caret };
}
