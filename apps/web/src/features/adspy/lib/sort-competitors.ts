import type { Competitor } from '@blivion/shared/adspy';

export type SortColumn =
  | 'name'
  | 'industry'
  | 'activeAds'
  | 'yesterdayAds'
  | 'dailyVariation'
  | 'dailyGrowth'
  | 'weeklyChange'
  | 'monthlyGrowth'
  | 'lastActivity';

export interface SortState {
  column: SortColumn;
  direction: 'asc' | 'desc';
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

function valueOf(competitor: Competitor, column: SortColumn): string | number | null {
  if (column === 'lastActivity') return competitor.lastActivityAt ? Date.parse(competitor.lastActivityAt) : null;
  if (column === 'name' || column === 'industry') return competitor[column];
  return competitor.figures[column];
}

/** The rows in the chosen order; a competitor without the figure comes last in both directions, then by name. */
export function sortCompetitors(items: Competitor[], { column, direction }: SortState): Competitor[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...items].sort((a, b) => {
    const left = valueOf(a, column);
    const right = valueOf(b, column);
    if (left === null || right === null) {
      if (left !== right) return left === null ? 1 : -1;
      return collator.compare(a.name, b.name);
    }
    const order = typeof left === 'string' ? collator.compare(left, String(right)) : left - (right as number);
    return order !== 0 ? sign * order : collator.compare(a.name, b.name);
  });
}

/** The ids of the `count` competitors with the most active ads (those without a count last, then by name). */
export function topCompetitorIds(items: Competitor[], count: number): string[] {
  return sortCompetitors(items, { column: 'activeAds', direction: 'desc' })
    .slice(0, count)
    .map((competitor) => competitor.id);
}
