/** Lower case without accents, so 'Moda' finds 'moda' and 'Suplementação' finds 'suplementacao'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}
