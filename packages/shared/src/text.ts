/**
 * Portuguese text compared, sorted and cut as text, never as bytes (issue 27, decision 0075): one
 * folding for every match, search, de-duplication and sort key of a human name or title, and one
 * truncation that never splits a character.
 */

/**
 * The folded form of a text: lower case (full mapping), accents and other combining marks removed,
 * in NFC ('ÉRICA' and 'e\u0301rica' -> 'erica'; 'Conceição' -> 'conceicao'). Every place that
 * matches, searches, de-duplicates or sorts a name or title compares these, on both databases.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .toLowerCase()
    .replace(/\p{M}+/gu, '')
    .normalize('NFC');
}

/** Code point order (what SQLite's binary and PostgreSQL's "C" collation give for UTF-8 text). */
export function compareCodePoints(left: string, right: string): number {
  const a = left[Symbol.iterator]();
  const b = right[Symbol.iterator]();
  for (;;) {
    const x = a.next();
    const y = b.next();
    if (x.done || y.done) return x.done === y.done ? 0 : x.done ? -1 : 1;
    const difference = x.value.codePointAt(0)! - y.value.codePointAt(0)!;
    if (difference !== 0) return difference;
  }
}

/**
 * Orders items by the folded name (accents and case ignored), then by the tie break (an id), the
 * order a list paged in the database by its stored folded key and id gives (decision 0076).
 */
export function compareByName<T>(name: (item: T) => string, tieBreak: (item: T) => string | number) {
  return (left: T, right: T): number => {
    const byName = compareCodePoints(foldText(name(left)), foldText(name(right)));
    if (byName !== 0) return byName;
    const a = tieBreak(left);
    const b = tieBreak(right);
    if (typeof a === 'number' && typeof b === 'number') return a - b;
    return compareCodePoints(String(a), String(b));
  };
}

let segmenter: Intl.Segmenter | null = null;

/** How far before the cut the graphemes are read (a long text is not segmented from its start). */
const WINDOW = 1024;

/**
 * Where segmenting may start at or after `from`: before a printable ASCII character that follows
 * no Prepend character (all of them are at U+0600 or above), a grapheme always begins (UAX #29).
 */
function safeStart(text: string, from: number, before: number): number {
  for (let index = Math.max(1, from); index < before; index++) {
    const code = text.charCodeAt(index);
    if (code >= 0x20 && code <= 0x7e && text.charCodeAt(index - 1) < 0x0600) return index;
  }
  return 0;
}

/**
 * The text cut to at most `max` UTF-16 units (what `.length` and the schemas' max count), at a
 * grapheme boundary: never inside a code point (no lone surrogate, no U+FFFD once stored) nor
 * inside a character made of several (an emoji with its skin tone or a family, a letter and its
 * combining accent, a flag). With an `ellipsis` ('…'), a cut text loses its trailing blanks and
 * ends with it, all within `max`. The one cut of member text (decision 0077).
 */
export function truncateText(text: string, max: number, ellipsis = ''): string {
  if (text.length <= max) return text;
  const room = max - ellipsis.length;
  if (room <= 0) return '';
  segmenter ??= new Intl.Segmenter('pt-BR', { granularity: 'grapheme' });
  const start = room > WINDOW ? safeStart(text, room - WINDOW, room) : 0;
  let end = start;
  for (const { index, segment } of segmenter.segment(text.slice(start, room + 1 + WINDOW / 4))) {
    if (start + index + segment.length > room) break;
    end = start + index + segment.length;
  }
  const cut = text.slice(0, end);
  return ellipsis ? `${cut.trimEnd()}${ellipsis}` : cut;
}

/** An extension worth keeping when a file name is cut: '.pdf', '.tar.gz' keeps '.gz'. */
const EXTENSION = /\.[\p{L}\p{N}]{1,10}$/u;

/**
 * A file name within `max` UTF-16 units, cut between characters as truncateText does, before its
 * extension so that the cut name still ends in '.pdf' ('relatório…muito longo.pdf' ->
 * 'relatório…muito.pdf').
 */
export function truncateFileName(name: string, max: number): string {
  if (name.length <= max) return name;
  const extension = EXTENSION.exec(name)?.[0] ?? '';
  if (extension.length === 0 || extension.length * 2 > max) return truncateText(name, max);
  const base = truncateText(name.slice(0, -extension.length), max - extension.length);
  return base.length > 0 ? `${base}${extension}` : truncateText(name, max);
}

/** Whether the text is well-formed UTF-16 (no lone surrogate), so it can be stored and sent as UTF-8. */
export function isWellFormedText(text: string): boolean {
  // With the u flag a surrogate pair is one code point, so this finds only lone surrogates.
  return !LONE_SURROGATE.test(text);
}

const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
