import { describe, expect, it } from 'vitest';
import { createPositionReporter, type PositionReport } from './position-reporter';

function setup({ fail = false } = {}) {
  let clock = 1_000_000;
  const sent: (PositionReport & { at: number; keepalive: boolean })[] = [];
  const reporter = createPositionReporter(
    (report, { keepalive }) => {
      sent.push({ ...report, at: clock, keepalive });
      return fail ? Promise.reject(new Error('offline')) : Promise.resolve();
    },
    { intervalMs: 10_000, now: () => clock },
  );
  /** Plays from `from` for `seconds`, the player reading its time 4 times a second. */
  const play = (from: number, seconds: number) => {
    for (let step = 0; step <= seconds * 4; step++) {
      clock += step === 0 ? 0 : 250;
      reporter.update(from + step / 4, true);
    }
  };
  return { reporter, sent, play, wait: (ms: number) => (clock += ms) };
}

describe('createPositionReporter', () => {
  it('sends the first reading at once, then at most one report every 10 s while the lesson plays', () => {
    const { sent, play } = setup();
    play(0, 35);
    expect(sent.map((report) => report.positionSeconds)).toEqual([0, 10, 20, 30]);
    const start = sent[0]!.at;
    expect(sent.map((report) => report.at - start)).toEqual([0, 10_000, 20_000, 30_000]);
    expect(sent.map((report) => report.secondsWatchedDelta)).toEqual([0, 10, 10, 10]);
    expect(sent.every((report) => !report.keepalive)).toBe(true);
  });

  it('flushes what is left, with keepalive when leaving, and nothing when all was sent', () => {
    const { reporter, sent, play } = setup();
    play(0, 14.5);
    expect(sent).toHaveLength(2);
    reporter.flush({ keepalive: true });
    expect(sent.at(-1)).toMatchObject({ positionSeconds: 14, secondsWatchedDelta: 4, keepalive: true });
    reporter.flush({ keepalive: true });
    expect(sent).toHaveLength(3);
  });

  it('a seek is not watching: the jump adds no seconds watched, and a pause saves the new place', () => {
    const { reporter, sent, play, wait } = setup();
    play(0, 5); // first report at 0
    reporter.update(300, true); // jumped ahead
    play(300, 2);
    reporter.flush();
    expect(sent.at(-1)).toMatchObject({ positionSeconds: 302, secondsWatchedDelta: 7 });

    wait(60_000);
    reporter.update(120, false); // seeking back while paused: saved on the next flush
    expect(sent).toHaveLength(2);
    reporter.flush();
    expect(sent.at(-1)).toMatchObject({ positionSeconds: 120, secondsWatchedDelta: 0 });
  });

  it('paused time is not watching, and readings that do not play never send on their own', () => {
    const { reporter, sent, play, wait } = setup();
    play(0, 1);
    reporter.update(1, false);
    wait(120_000);
    reporter.update(1, false);
    expect(sent).toHaveLength(1);
    play(1, 3); // playing again after more than 10 s: reported at once, without the pause
    reporter.flush();
    expect(sent.map(({ positionSeconds, secondsWatchedDelta }) => [positionSeconds, secondsWatchedDelta])).toEqual([
      [0, 0],
      [1, 1],
      [4, 3],
    ]);
  });

  it('a report that fails gives its seconds watched back to the next one', async () => {
    const { reporter, sent, play } = setup({ fail: true });
    play(0, 12);
    await Promise.resolve(); // the failures settle
    await Promise.resolve();
    reporter.flush();
    expect(sent.map((report) => report.secondsWatchedDelta)).toEqual([0, 10, 12]);
  });
});
