import { AI_CREDIT_HOLD_TTL_MINUTES } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestMember } from '../../test-support/factories.js';
import { createMember, createStaff } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';
import { creditsApi } from '../../test-support/ai-credits.js';
import { runJobSlot } from '../../jobs/scheduler.js';
import { HOLD_SWEEP_JOB } from './ai-credits.module.js';
import { costInCredits, releaseHold, reserveCredits, settleHold, sweepExpiredHolds } from './credit-holds.js';

const meta = { modelName: 'GPT Teste' };

describe('AI credit holds', () => {
  let t: TestApp;
  let api: ReturnType<typeof creditsApi>;
  let master: TestMember;

  beforeAll(async () => {
    t = await createTestApp();
    api = creditsApi(t);
    master = await createStaff(t.app, 'master');
  });
  afterAll(() => t.close());

  async function memberWith(credits: number): Promise<TestMember> {
    const member = await createStaff(t.app, 'premium');
    if (credits > 0) await api.adjust(master, member.id, credits);
    return member;
  }

  async function errorCode(promise: Promise<unknown>): Promise<string> {
    const error = await promise.then(
      () => null,
      (reason: unknown) => reason as { code?: string; statusCode?: number },
    );
    expect(error?.statusCode).toBe(402);
    return error!.code!;
  }

  it('prices a reply per million tokens, rounded up to a whole credit', () => {
    const pricing = { priceInputPerMTok: 250, priceOutputPerMTok: 1000 };
    expect(costInCredits(pricing, { inputTokens: 0, outputTokens: 0 })).toBe(0);
    expect(costInCredits(pricing, { inputTokens: 1, outputTokens: 0 })).toBe(1);
    expect(costInCredits(pricing, { inputTokens: 4000, outputTokens: 0 })).toBe(1);
    expect(costInCredits(pricing, { inputTokens: 4001, outputTokens: 0 })).toBe(2);
    expect(costInCredits(pricing, { inputTokens: 1_000_000, outputTokens: 1_000_000 })).toBe(1250);
    expect(costInCredits(pricing, { inputTokens: 2_000_000, outputTokens: 3_000_001 })).toBe(3501);
    expect(
      costInCredits({ priceInputPerMTok: 3, priceOutputPerMTok: 0 }, { inputTokens: 999_999_999, outputTokens: 5 }),
    ).toBe(3000);
  });

  it('20 parallel reservations with credits for exactly one: exactly one succeeds, the balance never below zero', async () => {
    const member = await memberWith(100);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => reserveCredits(t.app, member.id, 100, meta)),
    );
    const won = results.filter((result) => result.status === 'fulfilled');
    expect(won).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected')
        expect((result.reason as { code: string }).code).toBe('AI_INSUFFICIENT_CREDITS');
    }
    expect(await api.summary(member)).toMatchObject({ balance: 100, held: 100, available: 0 });
    const { holdId } = (won[0] as PromiseFulfilledResult<{ holdId: number }>).value;
    await settleHold(t.app, holdId, { inputTokens: 10, outputTokens: 20, credits: 100, ...meta });
    expect(await api.summary(member)).toMatchObject({ balance: 0, held: 0, available: 0, spentThisMonth: 100 });
  });

  it('20 parallel reservations of 30 with 100 credits: three succeed', async () => {
    const member = await memberWith(100);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => reserveCredits(t.app, member.id, 30, meta)),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    expect(await api.summary(member)).toMatchObject({ balance: 100, held: 90, available: 10 });
  });

  it('a member without credits is refused before anything is held', async () => {
    const member = await memberWith(0);
    expect(await errorCode(reserveCredits(t.app, member.id, 1, meta))).toBe('AI_INSUFFICIENT_CREDITS');
    expect(await api.summary(member)).toMatchObject({ balance: 0, held: 0 });
  });

  it('settles a stopped reply for what was streamed, once; the rest of the hold comes back', async () => {
    const member = await memberWith(500);
    const { holdId } = await reserveCredits(t.app, member.id, 400, { ...meta, conversationId: 7 });
    expect((await api.summary(member)).available).toBe(100);
    await settleHold(t.app, holdId, { inputTokens: 120, outputTokens: 35, credits: 42, ...meta, conversationId: 7 });
    await settleHold(t.app, holdId, { inputTokens: 120, outputTokens: 35, credits: 42, ...meta, conversationId: 7 });
    await releaseHold(t.app, holdId);
    expect(await api.summary(member)).toMatchObject({ balance: 458, held: 0, available: 458, spentThisMonth: 42 });
    const usage = await api.member.ok<{ items: Array<Record<string, unknown>> }>(
      api.member.request(member, 'GET', '/usage'),
    );
    expect(usage.items[0]).toMatchObject({
      kind: 'usage',
      amount: -42,
      balanceAfter: 458,
      modelName: 'GPT Teste',
      inputTokens: 120,
      outputTokens: 35,
      conversationId: '7',
    });
    expect(usage.items.filter((item) => item.kind === 'usage')).toHaveLength(1);
  });

  it('records a missing token count as 0 and refuses a charge that is not a number', async () => {
    const member = await memberWith(10);
    const { holdId } = await reserveCredits(t.app, member.id, 10, meta);
    await expect(
      settleHold(t.app, holdId, { inputTokens: 1, outputTokens: 1, credits: Number.NaN, ...meta }),
    ).rejects.toThrow(TypeError);
    await settleHold(t.app, holdId, { inputTokens: Number.NaN, outputTokens: 3.4, credits: 2, ...meta });
    const usage = await api.member.ok<{ items: Array<Record<string, unknown>> }>(
      api.member.request(member, 'GET', '/usage'),
    );
    expect(usage.items[0]).toMatchObject({ amount: -2, inputTokens: 0, outputTokens: 3 });
  });

  it('a release gives the whole hold back and charges nothing', async () => {
    const member = await memberWith(50);
    const { holdId } = await reserveCredits(t.app, member.id, 50, meta);
    await releaseHold(t.app, holdId);
    await settleHold(t.app, holdId, { inputTokens: 1, outputTokens: 1, credits: 50, ...meta });
    expect(await api.summary(member)).toMatchObject({ balance: 50, held: 0, spentThisMonth: 0 });
  });

  it('a reply that cost more than its hold is charged at most what is not held by others', async () => {
    const member = await memberWith(100);
    const first = await reserveCredits(t.app, member.id, 40, meta);
    await reserveCredits(t.app, member.id, 50, meta);
    await settleHold(t.app, first.holdId, { inputTokens: 1, outputTokens: 1, credits: 70, ...meta });
    expect(await api.summary(member)).toMatchObject({ balance: 50, held: 50, available: 0 });
  });

  it('the sweep gives back holds a crash left open; a late settle still charges from what is available', async () => {
    const member = await memberWith(100);
    const { holdId } = await reserveCredits(t.app, member.id, 80, meta);
    expect(await sweepExpiredHolds(t.app)).toBe(0);
    t.clock.advance(AI_CREDIT_HOLD_TTL_MINUTES * 60_000 + 1000);
    expect(await runJobSlot(t.app, HOLD_SWEEP_JOB)).toBe('ran');
    expect(await api.summary(member)).toMatchObject({ balance: 100, held: 0 });
    await settleHold(t.app, holdId, { inputTokens: 5, outputTokens: 5, credits: 30, ...meta });
    expect(await api.summary(member)).toMatchObject({ balance: 70, held: 0 });
    expect(await sweepExpiredHolds(t.app)).toBe(0);
  });

  it("enforces the member's own monthly cap on what is spent and held this month", async () => {
    const member = await memberWith(1000);
    await api.setCap(member, 100);
    const { holdId } = await reserveCredits(t.app, member.id, 80, meta);
    expect(await errorCode(reserveCredits(t.app, member.id, 30, meta))).toBe('AI_MONTHLY_CAP_REACHED');
    await settleHold(t.app, holdId, { inputTokens: 1, outputTokens: 1, credits: 80, ...meta });
    expect(await errorCode(reserveCredits(t.app, member.id, 21, meta))).toBe('AI_MONTHLY_CAP_REACHED');
    await releaseHold(t.app, (await reserveCredits(t.app, member.id, 20, meta)).holdId);
    await api.setCap(member, null);
    await releaseHold(t.app, (await reserveCredits(t.app, member.id, 500, meta)).holdId);
  });

  it('refuses an unknown member and a wrong amount', async () => {
    const stranger = await createMember(t.app);
    expect(await errorCode(reserveCredits(t.app, stranger.id, 1, meta))).toBe('AI_INSUFFICIENT_CREDITS');
    await expect(reserveCredits(t.app, 'nobody', 1, meta)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(reserveCredits(t.app, stranger.id, -1, meta)).rejects.toThrow(TypeError);
    await expect(reserveCredits(t.app, stranger.id, 1.5, meta)).rejects.toThrow(TypeError);
  });
});
