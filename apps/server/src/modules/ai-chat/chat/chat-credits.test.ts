import type { CreditEntriesPage } from '@blivion/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatModel, ChatTestBed } from '../../../test-support/ai-chat.js';
import { chatModelOnFake, chatTestBed, grantCredits, sendChat } from '../../../test-support/ai-chat.js';
import { creditsApi } from '../../../test-support/ai-credits.js';
import type { TestMember } from '../../../test-support/factories.js';
import { createStaff } from '../../../test-support/factories.js';
import type { FakeAi } from '../../../test-support/fake-ai/fake-ai.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { costInCredits } from '../../ai-credits/credit-holds.js';
import { estimateTokens } from './history.js';

describe('AI lab replies and the credit ledger', () => {
  let bed: ChatTestBed;
  let t: TestApp;
  let fake: FakeAi;
  let api: ChatTestBed['api'];
  let credits: ReturnType<typeof creditsApi>;
  let base: string;
  let target: ChatModel;

  beforeAll(async () => {
    bed = await chatTestBed();
    ({ t, fake, api, target, base } = bed);
    credits = creditsApi(t);
  });
  afterAll(() => bed.close());
  beforeEach(() => fake.reset());

  async function memberWith(amount: number): Promise<TestMember> {
    const member = await createStaff(t.app, 'premium');
    if (amount > 0) await grantCredits(t, member, amount);
    return member;
  }
  const newChat = async (member: TestMember) => (await api.newChat(member, { target: target.ref })).conversation.id;
  const balance = async (member: TestMember) => (await credits.summary(member)).balance;

  it("the balance drops by the reply's real cost: the provider's usage at the model's prices", async () => {
    const ana = await memberWith(100_000);
    const id = await newChat(ana);
    const before = await balance(ana);
    const sent = await sendChat(base, ana, id, { text: 'Um texto de tamanho médio [[tokens:300]]' });
    const request = fake.requests.at(-1)!;
    const cost = costInCredits(target.pricing, { inputTokens: request.inputTokens, outputTokens: 300 });
    expect(cost).toBeGreaterThan(0);
    expect(sent.finish).toMatchObject({ status: 'complete', credits: cost, outputTokens: 300 });
    expect(before - (await balance(ana))).toBe(cost);
    const summary = await credits.summary(ana);
    expect(summary.held).toBe(0);
  });

  // A reply is one call to the model (one step: the lab gives models no tools). Each provider reports
  // its usage its own way: OpenAI in a last chunk, Anthropic input at message_start and output at
  // message_delta, Gemini a running total on every chunk. The charge is that whole count, once.
  it.each(['openai', 'anthropic', 'google', 'openai-compatible'] as const)(
    "%s: a reply is charged the provider's whole usage exactly once, in one ledger entry",
    async (kind) => {
      const model = await chatModelOnFake(t, fake, { kind });
      const ana = await memberWith(100_000);
      const id = (await api.newChat(ana, { target: model.ref })).conversation.id;
      const before = await balance(ana);
      const sent = await sendChat(base, ana, id, { text: 'Conte uma história [[tokens:40]]' });
      expect(fake.requests).toHaveLength(1);
      const { inputTokens, outputTokens } = fake.requests[0]!;
      expect([inputTokens, outputTokens]).toEqual([expect.any(Number), 40]);
      const cost = costInCredits(model.pricing, { inputTokens, outputTokens });
      expect(sent.finish).toMatchObject({ status: 'complete', inputTokens, outputTokens, credits: cost });
      expect(before - (await balance(ana))).toBe(cost);
      const ledger = await credits.member.ok<CreditEntriesPage>(credits.member.request(ana, 'GET', '/usage'));
      const charges = ledger.items.filter((entry) => entry.kind === 'usage' && entry.conversationId === id);
      expect(charges).toEqual([expect.objectContaining({ amount: -cost, inputTokens, outputTokens })]);
    },
  );

  it("stopped before the first token: the member's message is stored, the reply is 'stopped' and free", async () => {
    const ana = await memberWith(100_000);
    const id = await newChat(ana);
    const before = await balance(ana);
    const sent = await sendChat(base, ana, id, { text: 'Espere [[tokens:5]] [[delay:300]]' }, { stopAfter: 0 });
    expect(sent.text).toBe('');
    await vi.waitFor(async () => expect((await api.open(ana, id)).messages.items).toHaveLength(3), { timeout: 10_000 });
    const [, question, reply] = (await api.open(ana, id)).messages.items;
    expect([question!.role, question!.text]).toEqual(['user', 'Espere [[tokens:5]] [[delay:300]]']);
    expect([reply!.role, reply!.status, reply!.credits]).toEqual(['assistant', 'stopped', 0]);
    await vi.waitFor(async () => expect((await credits.summary(ana)).held).toBe(0));
    expect(await balance(ana)).toBe(before);
  });

  it('a chat deleted before the first token: the reply ends in an error part and its hold is given back', async () => {
    const ana = await memberWith(100_000);
    const id = await newChat(ana);
    const before = await balance(ana);
    const sending = sendChat(base, ana, id, { text: 'Devagar [[tokens:5]] [[delay:300]]' });
    await vi.waitFor(() => expect(fake.requests.length).toBe(1));
    expect((await api.request(ana, 'DELETE', `/conversations/${id}`)).statusCode).toBe(200);
    const sent = await sending;
    expect(sent.chunks.some((chunk) => chunk.type === 'error')).toBe(true);
    expect(sent.finish).toBeNull();
    expect((await credits.summary(ana)).held).toBe(0);
    expect(await balance(ana)).toBe(before);
    expect((await api.request(ana, 'GET', `/conversations/${id}`)).statusCode).toBe(404);
  });

  it('a stopped reply is charged for what was streamed; a failure before any text costs nothing', async () => {
    const ana = await memberWith(100_000);
    const id = await newChat(ana);
    const before = await balance(ana);
    await sendChat(base, ana, id, { text: 'Longo [[tokens:500]] [[delay:10]]' }, { stopAfter: 10 });
    await vi.waitFor(async () => expect((await credits.summary(ana)).held).toBe(0), { timeout: 10_000 });
    const stopped = (await api.open(ana, id)).messages.items.at(-1)!;
    expect(stopped.status).toBe('stopped');
    expect(stopped.credits).toBe(
      costInCredits(target.pricing, { inputTokens: stopped.inputTokens, outputTokens: stopped.outputTokens }),
    );
    expect(before - (await balance(ana))).toBe(stopped.credits);
    expect(stopped.credits).toBeLessThan(costInCredits(target.pricing, { inputTokens: 0, outputTokens: 500 }));

    fake.script({ fail: 500 });
    // The stopped reply frees its slot just after its hold (the member's stop does not wait for it).
    const failed = await vi.waitFor(
      async () => {
        const sent = await sendChat(base, ana, id, { regenerate: true });
        expect(sent.error?.code).not.toBe('AI_REPLY_IN_PROGRESS');
        return sent;
      },
      { timeout: 10_000 },
    );
    expect(failed.finish).toMatchObject({ status: 'error', credits: 0 });
    expect(before - (await balance(ana))).toBe(stopped.credits);
    expect((await credits.summary(ana)).held).toBe(0);
  });

  it('without credits for the worst case the send is refused before the provider is called or a row written', async () => {
    const broke = await memberWith(0);
    const id = await newChat(broke);
    const refused = await sendChat(base, broke, id, { text: 'Olá' });
    expect([refused.status, refused.error?.code]).toEqual([402, 'AI_INSUFFICIENT_CREDITS']);
    expect(refused.error?.message).toMatch(/créditos/);
    expect(fake.requests).toHaveLength(0);
    expect((await api.open(broke, id)).messages.items).toHaveLength(1);
  });

  it('20 parallel sends with credits for exactly one reply: one streams, every other is refused, never below zero', async () => {
    const text = 'Paralelo [[tokens:20]]';
    const worstCase = costInCredits(target.pricing, {
      inputTokens: estimateTokens(text),
      outputTokens: target.maxOutputTokens,
    });
    const ana = await memberWith(worstCase);
    const chats: string[] = [];
    for (let i = 0; i < 20; i += 1) chats.push(await newChat(ana));
    const sends = await Promise.all(chats.map((id) => sendChat(base, ana, id, { text })));
    const streamed = sends.filter((sent) => sent.status === 200);
    expect(streamed).toHaveLength(1);
    expect(streamed[0]!.finish).toMatchObject({ status: 'complete' });
    for (const sent of sends.filter((s) => s.status !== 200))
      expect(['AI_REPLY_IN_PROGRESS', 'AI_INSUFFICIENT_CREDITS']).toContain(sent.error?.code);
    expect(fake.requests).toHaveLength(1);
    const summary = await credits.summary(ana);
    expect(summary.balance).toBe(worstCase - Number(streamed[0]!.finish!.credits));
    expect(summary.balance).toBeGreaterThanOrEqual(0);
    expect(summary.held).toBe(0);
    const again = await sendChat(base, ana, chats[0]!, { text });
    expect([again.status, again.error?.code]).toEqual([402, 'AI_INSUFFICIENT_CREDITS']);
  });
});
