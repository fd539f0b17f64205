/**
 * When a landing counter is worth showing (issue 30, decision 0111). Pure: the landing, its test and
 * the browser test share it.
 */

type CounterKey = 'students' | 'premiumCourses' | 'aiAgents';

/** Below these a real count reads as "almost nobody" beside the hero: the counter is hidden. */
export const COUNTER_MINIMUMS: Readonly<Record<CounterKey, number>> = {
  students: 100,
  premiumCourses: 5,
  aiAgents: 3,
};

/** The hero claim (catalogue key, editable in 'Traduções') that speaks of what each counter counts. */
export const COUNTER_CLAIMS: Readonly<Partial<Record<CounterKey, string>>> = {
  students: 'landing.hero.claimCommunity',
  premiumCourses: 'landing.hero.claimCourses',
};

/** The first number a claim states, read as pt-BR ('10.000' is ten thousand, '+20' is 20); null when none. */
export function claimedNumber(claim: string): number | null {
  const match = /\d{1,3}(?:\.\d{3})+|\d+/.exec(claim);
  return match ? Number(match[0].replaceAll('.', '')) : null;
}

/**
 * Whether a counter shows: its count reaches its minimum and, when the hero's claim about the same
 * thing states a number, that number too. So the page never says 'mais de 10.000' above '37'.
 */
export function worthShowing(counter: { key: CounterKey; count: number }, claim: string | undefined): boolean {
  if (counter.count < COUNTER_MINIMUMS[counter.key]) return false;
  const claimed = claim ? claimedNumber(claim) : null;
  return claimed === null || counter.count >= claimed;
}
