// Per-call timing of in-process work, in rounds that alternate the variants being compared.

export type Work = () => unknown;

/** Microseconds per call of `calls` calls in a row (awaited: a synchronous result costs one tick less). */
async function perCall(work: Work, calls: number, awaited: boolean): Promise<number> {
  const start = process.hrtime.bigint();
  if (awaited) for (let i = 0; i < calls; i++) await work();
  else for (let i = 0; i < calls; i++) work();
  return Number(process.hrtime.bigint() - start) / 1e3 / calls;
}

export interface Variant {
  work: Work;
  /** Whether the work returns a promise (the app's layer) or answers synchronously (better-sqlite3). */
  awaited: boolean;
}

/**
 * Warms every variant for `warmUpUs`, sizes a round to about `roundUs` of the slowest one, then
 * runs `rounds` rounds, each variant once per round, the order turning round by round.
 * Returns, per variant, the microseconds per call of each round.
 */
export async function alternate(
  variants: Variant[],
  options: { rounds: number; roundUs: number; warmUpUs: number },
): Promise<{ calls: number; times: number[][] }> {
  let slowest = 0;
  for (const v of variants) {
    let spent = 0;
    let calls = 0;
    while (spent < options.warmUpUs) {
      spent += (await perCall(v.work, 50, v.awaited)) * 50;
      calls += 50;
    }
    slowest = Math.max(slowest, spent / calls);
  }
  const calls = Math.max(10, Math.min(50_000, Math.round(options.roundUs / slowest)));
  const times = variants.map(() => [] as number[]);
  for (let round = 0; round < options.rounds; round++) {
    for (let k = 0; k < variants.length; k++) {
      const index = (round + k) % variants.length;
      times[index]!.push(await perCall(variants[index]!.work, calls, variants[index]!.awaited));
    }
  }
  return { calls, times };
}
