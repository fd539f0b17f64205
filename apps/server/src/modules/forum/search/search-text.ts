import { foldText } from '@blivion/shared';

/**
 * Search text as both databases see it: lower case, accents removed ('ação' -> 'acao'), split on
 * anything that is not a letter or a digit. SQLite's FTS5 tokenizer (unicode61, remove_diacritics 2)
 * does the same to the stored text; on PostgreSQL we store the tokens this module makes.
 */
export function searchTokens(text: string): string[] {
  return foldText(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((token) => token.length > 0);
}

/** Words too common to narrow a Portuguese search; dropped from a query unless it has nothing else. */
const STOP_WORDS = new Set(
  (
    'a o as os um uma uns umas de da do das dos e ou em no na nos nas ao aos à às para pra por pelo pela ' +
    'pelos pelas com sem que se como mais mas sobre entre ate até meu minha seu sua eu voce você isso esse essa'
  )
    .split(' ')
    .map(foldText),
);

/** The words of a search box query, each matched as a word prefix; at most 8 words. */
export function queryTerms(query: string): string[] {
  const tokens = [...new Set(searchTokens(query))];
  const meaningful = tokens.filter((token) => !STOP_WORDS.has(token));
  return (meaningful.length > 0 ? meaningful : tokens).slice(0, 8);
}

/** The stored search document of a topic on PostgreSQL: the folded tokens of each weighted part. */
export function searchDocument(topic: { title: string; tags: string[]; content: string }) {
  return {
    title: searchTokens(topic.title).join(' '),
    tags: searchTokens(topic.tags.join(' ')).join(' '),
    content: searchTokens(topic.content).join(' '),
  };
}
