import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { TestMember } from '../../test-support/factories.js';
import { createStaff, sessionCookie, signIn } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';
import { creditsApi, msToNextCreditMonth } from '../../test-support/ai-credits.js';
import { reserveCredits } from './credit-holds.js';

describe('monthly AI credit allowance', () => {
  let t: TestApp;
  let api: ReturnType<typeof creditsApi>;
  let admin: TestMember;

  beforeAll(async () => {
    t = await createTestApp();
    api = creditsApi(t);
    admin = await createStaff(t.app, 'admin');
  });
  afterAll(() => t.close());

  const allowanceRows = (userId: string) =>
    t.app.database.db.selectFrom('ai_credit_allowance_grants').selectAll().where('user_id', '=', userId).execute();

  it("grants the role's allowance once in a month, again in the next month, whatever the parallel requests", async () => {
    await api.setAllowance(admin, 'premium', 300);
    let member = await createStaff(t.app, 'premium');
    const first = await Promise.all(Array.from({ length: 10 }, () => api.summary(member)));
    expect(first.map((summary) => summary.balance)).toEqual(Array(10).fill(300));
    expect(first[0]).toMatchObject({ allowance: { monthlyCredits: 300, grantedThisMonth: true } });
    expect(await api.summary(member)).toMatchObject({ balance: 300 });
    expect(await allowanceRows(member.id)).toHaveLength(1);

    const month = first[0]!.month;
    t.clock.advance(msToNextCreditMonth(t.clock.now(), month) - 60_000);
    // Up to a month later: a fresh session, whatever the session lifetimes.
    member = { ...member, cookie: sessionCookie(await signIn(t.app, member.email, member.password)) };
    expect(await api.summary(member)).toMatchObject({ month, balance: 300 });
    t.clock.advance(120_000);
    const next = await Promise.all([
      api.summary(member),
      reserveCredits(t.app, member.id, 1, { modelName: 'M' }),
      api.summary(member),
    ]);
    expect(next[0].month).not.toBe(month);
    expect((await api.summary(member)).balance).toBe(600);
    expect(await allowanceRows(member.id)).toHaveLength(2);
    const usage = await api.member.ok<{ items: Array<{ kind: string; amount: number }> }>(
      api.member.request(member, 'GET', '/usage'),
    );
    expect(usage.items.filter((item) => item.kind === 'allowance').map((item) => item.amount)).toEqual([300, 300]);
  });

  it('a reservation grants the allowance first; a role without allowance gets none until one is set', async () => {
    await api.setAllowance(admin, 'admin', 0);
    const other = await createStaff(t.app, 'admin');
    expect(await api.summary(other)).toMatchObject({
      balance: 0,
      allowance: { monthlyCredits: 0, grantedThisMonth: false },
    });
    await api.setAllowance(admin, 'admin', 40);
    await reserveCredits(t.app, other.id, 40, { modelName: 'M' });
    expect(await api.summary(other)).toMatchObject({ balance: 40, held: 40, allowance: { grantedThisMonth: true } });
  });

  it('members without AI lab access get no allowance', async () => {
    await api.setAllowance(admin, 'free', 100);
    const free = await createStaff(t.app, 'free');
    await expect(reserveCredits(t.app, free.id, 1, { modelName: 'M' })).rejects.toMatchObject({
      code: 'AI_INSUFFICIENT_CREDITS',
    });
    expect(await allowanceRows(free.id)).toHaveLength(0);
  });
});

describe('a monthly allowance set mid-month, on two instances of the app', () => {
  let t: TestApp;
  let b: FastifyInstance;

  beforeAll(async () => {
    t = await createTestApp();
    b = await buildApp({ config: t.config, clock: t.clock, logger: false });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await t?.close();
  });

  it('reaches, once, members who already used the lab this month, whichever instance answers', async () => {
    const onA = creditsApi(t);
    const onB = creditsApi({ ...t, app: b });
    const admin = await createStaff(t.app, 'admin');
    await onA.setAllowance(admin, 'premium', 0);
    const members = [await createStaff(t.app, 'premium'), await createStaff(t.app, 'premium')];
    // Both already used the lab this month, on both instances: nothing was due, so nothing was claimed.
    for (const member of members) {
      for (const api of [onA, onB]) {
        expect(await api.summary(member)).toMatchObject({ balance: 0, allowance: { grantedThisMonth: false } });
      }
    }
    await onB.setAllowance(admin, 'premium', 50);
    const [first, second] = members as [TestMember, TestMember];
    expect(await onA.summary(first)).toMatchObject({ balance: 50, allowance: { grantedThisMonth: true } });
    expect(await onB.summary(first)).toMatchObject({ balance: 50, allowance: { grantedThisMonth: true } });
    await reserveCredits(b, second.id, 20, { modelName: 'M' });
    expect(await onA.summary(second)).toMatchObject({ balance: 50, held: 20 });
    for (const member of members) {
      const rows = await t.app.database.db
        .selectFrom('ai_credit_allowance_grants')
        .selectAll()
        .where('user_id', '=', member.id)
        .execute();
      expect(rows.map((row) => row.credits)).toEqual([50]);
    }
  });
});
