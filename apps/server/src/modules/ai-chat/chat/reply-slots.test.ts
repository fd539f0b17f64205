import { AI_CHAT_SENDS_PER_MINUTE } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test-support/factories.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { createTestApp } from '../../../test-support/test-app.js';
import { ChatTooFastError, freeReplySlot, takeReplySlot } from './reply-slots.js';

/** The reply slot's answers: one reply at a time (409), a send rate a minute (429), else the slot. */
describe('the reply slot', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  const codeOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'taken',
      (error: { code?: string }) => error.code,
    );

  it('refuses a second reply while one streams, then takes the slot once it is freed', async () => {
    const { id } = await createMember(t.app);
    const first = await takeReplySlot(t.app, id);
    expect(await codeOf(takeReplySlot(t.app, id))).toBe('AI_REPLY_IN_PROGRESS');
    await freeReplySlot(t.app, id, first);
    expect(await codeOf(takeReplySlot(t.app, id))).toBe('taken');
  });

  it('says too fast only when the minute’s sends are spent, with the seconds to wait', async () => {
    const { id } = await createMember(t.app);
    for (let send = 0; send < AI_CHAT_SENDS_PER_MINUTE; send += 1) {
      await freeReplySlot(t.app, id, await takeReplySlot(t.app, id));
    }
    const refused = await takeReplySlot(t.app, id).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ChatTooFastError);
    expect((refused as ChatTooFastError).seconds).toBeGreaterThanOrEqual(1);
    expect((refused as ChatTooFastError).seconds).toBeLessThanOrEqual(60);
    t.clock.advance(61_000);
    expect(await codeOf(takeReplySlot(t.app, id))).toBe('taken');
  });

  it('gives parallel claims one winner and calls the others busy, never too fast', async () => {
    const { id } = await createMember(t.app);
    const codes = await Promise.all(Array.from({ length: 10 }, () => codeOf(takeReplySlot(t.app, id))));
    expect(codes.filter((code) => code === 'taken')).toHaveLength(1);
    expect(codes.filter((code) => code !== 'taken')).toEqual(Array(9).fill('AI_REPLY_IN_PROGRESS'));
  });
});
