import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.js';
import { runJobSlot, scheduleJob, utcDaySlot, utcHourSlot } from './scheduler.js';

const apps: TestApp[] = [];
afterEach(async () => {
  for (const t of apps.splice(0)) await t.close();
});

async function appWithJob(run: (app: FastifyInstance, slot: string) => Promise<void>, leaseMs?: number) {
  const t = await createTestApp({
    beforeReady: (app) => scheduleJob(app, { name: 'test.count', cron: '0 0 1 1 *', slotOf: utcDaySlot, run, leaseMs }),
  });
  apps.push(t);
  return t;
}

describe('scheduled jobs', () => {
  it('runs a slot once; the next day is a new slot', async () => {
    const slots: string[] = [];
    const t = await appWithJob(async (_app, slot) => {
      slots.push(slot);
    });
    const day = new Date('2026-11-24T10:00:00Z');
    expect(await runJobSlot(t.app, 'test.count', day)).toBe('ran');
    expect(await runJobSlot(t.app, 'test.count', new Date('2026-11-24T23:59:00Z'))).toBe('claimed-elsewhere');
    expect(await runJobSlot(t.app, 'test.count', new Date('2026-11-25T00:01:00Z'))).toBe('ran');
    expect(slots).toEqual(['2026-11-24', '2026-11-25']);
  });

  it('gives a failed run its slot back, so the next tick runs it', async () => {
    let calls = 0;
    const t = await appWithJob(async () => {
      calls += 1;
      if (calls === 1) throw new Error('provider down');
    });
    const day = new Date('2026-11-24T10:00:00Z');
    expect(await runJobSlot(t.app, 'test.count', day)).toBe('failed');
    expect(await runJobSlot(t.app, 'test.count', day)).toBe('ran');
    expect(await runJobSlot(t.app, 'test.count', day)).toBe('claimed-elsewhere');
  });

  it('lets another run take a claim whose run never finished, once its lease is over', async () => {
    let calls = 0;
    const t = await appWithJob(async () => {
      calls += 1;
    }, 60_000);
    const db = t.app.database.db;
    // An instance claimed the slot and died before finishing.
    await db
      .insertInto('job_runs')
      .values({ job: 'test.count', slot: '2026-11-24', claimed_at: t.app.clock.now(), finished_at: null, attempts: 1 })
      .execute();
    const day = new Date('2026-11-24T10:00:00Z');
    expect(await runJobSlot(t.app, 'test.count', day)).toBe('claimed-elsewhere');
    t.clock.advance(61_000);
    expect(await runJobSlot(t.app, 'test.count', day)).toBe('ran');
    expect(calls).toBe(1);
    const row = await db.selectFrom('job_runs').selectAll().where('job', '=', 'test.count').executeTakeFirstOrThrow();
    expect(row.attempts).toBe(2);
    expect(row.finished_at).not.toBeNull();
  });

  it('runs one slot once when two instances on one database race for it', async () => {
    let calls = 0;
    const t = await appWithJob(async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    const day = new Date('2026-11-24T10:00:00Z');
    const outcomes = await Promise.all(Array.from({ length: 8 }, () => runJobSlot(t.app, 'test.count', day)));
    expect(outcomes.filter((o) => o === 'ran')).toHaveLength(1);
    expect(calls).toBe(1);
  });

  it('with SCHEDULED_JOBS on, ticks once at start and stops its timers when the app closes', async () => {
    let calls = 0;
    const t = await createTestApp({
      env: { SCHEDULED_JOBS: 'true' },
      beforeReady: (app) =>
        scheduleJob(app, {
          name: 'test.tick',
          cron: '* * * * * *',
          slotOf: utcDaySlot,
          run: async () => {
            calls += 1;
          },
        }),
    });
    apps.push(t);
    await expect.poll(() => calls, { timeout: 5000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(calls).toBe(1); // every second ticks, but the day's slot is claimed
    const runs = await t.app.database.db
      .selectFrom('job_runs')
      .select('job')
      .where('job', 'in', ['jobs.forget-old-runs', 'test.tick'])
      .orderBy('job')
      .execute();
    expect(runs.map((r) => r.job)).toEqual(['jobs.forget-old-runs', 'test.tick']);
    await t.app.close();
  });

  it('keeps the first definition when start-up schedules a job again, and names slots by UTC day and hour', async () => {
    let first = 0;
    const t = await appWithJob(async () => {
      first += 1;
    });
    scheduleJob(t.app, { name: 'test.count', cron: '0 0 1 1 *', slotOf: utcDaySlot, run: async () => {} });
    await runJobSlot(t.app, 'test.count', new Date('2026-11-24T10:00:00Z'));
    expect(first).toBe(1);
    expect(utcHourSlot(new Date('2026-11-24T10:59:59Z'))).toBe('2026-11-24T10');
  });
});
