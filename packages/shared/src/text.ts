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

/**
 * The text cut to at most `max` UTF-16 units (what `.length` and the schemas' max count), at a
 * grapheme boundary: never inside a code point (no lone surrogate, no U+FFFD) nor inside a
 * character made of several (an emoji with its skin tone, a letter and its accent). `ellipsis`
 * ('…') is added when something was cut, within the same `max`.
 */
export function truncateText(text: string, max: number, ellipsis = ''): string {
  if (text.length <= max) return text;
  const room = max - ellipsis.length;
  if (room <= 0) return ellipsis.slice(0, Math.max(0, max));
  segmenter ??= new Intl.Segmenter('pt-BR', { granularity: 'grapheme' });
  let end = 0;
  for (const { index, segment } of segmenter.segment(text)) {
    if (index + segment.length > room) break;
    end = index + segment.length;
  }
  return text.slice(0, end) + ellipsis;
}

/** Whether the text is well-formed UTF-16 (no lone surrogate), so it can be stored and sent as UTF-8. */
export function isWellFormedText(text: string): boolean {
  // With the u flag a surrogate pair is one code point, so this finds only lone surrogates.
  return !LONE_SURROGATE.test(text);
}

const LONE_SURROGATE = /[\uD800-\uDFFF]/u;
