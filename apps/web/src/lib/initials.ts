const graphemes = new Intl.Segmenter('pt-BR', { granularity: 'grapheme' });

function firstLetter(word: string): string {
  return graphemes.segment(word)[Symbol.iterator]().next().value?.segment ?? '';
}

/**
 * The initials of the first and the last name, in upper case ('José Carlos' → 'JC', 'ana maria de
 * oliveira' → 'AO'); one letter for a single name; the fallback ('BL') for none. Letters are whole
 * graphemes (an accented letter, an emoji), never half of one.
 */
export function initialsOf(name: string | null | undefined, fallback: string): string {
  const words = (name ?? '').trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return fallback;
  const first = firstLetter(words[0]!);
  const last = words.length > 1 ? firstLetter(words[words.length - 1]!) : '';
  return (first + last).toLocaleUpperCase('pt-BR');
}
