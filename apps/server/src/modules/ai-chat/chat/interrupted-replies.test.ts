import { AI_CREDIT_HOLD_TTL_MINUTES, translate } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatTestBed } from '../../../test-support/ai-chat.js';
import { chatTestBed, grantCredits, sendChat } from '../../../test-support/ai-chat.js';
import { createStaff } from '../../../test-support/factories.js';
import { reserveCredits, sweepExpiredHolds } from '../../ai-credits/credit-holds.js';
import { fakeReplyText } from '../../../test-support/fake-ai/fake-ai.js';
import { insertMessage } from '../conversations/messages.repository.js';
import { writeCheckpoint } from './reply-checkpoints.repository.js';

/**
 * Issue 28, item 9: an instance crashed while streaming a reply. What it leaves: the member's
 * question stored, the reply's hold open, no reply. When the sweep expires the hold, the member
 * sees a reply marked interrupted instead of a question with no answer and no notice, holding what
 * was streamed as far as the last checkpoint (decision 0098).
 */
describe('a reply cut by a crash', () => {
  let bed: ChatTestBed;
  beforeAll(async () => {
    bed = await chatTestBed();
  });
  afterAll(() => bed.close());

  it('is marked interrupted when its hold is swept; an answered question is left alone', async () => {
    const { t, api, target } = bed;
    const ana = await createStaff(t.app, 'premium');
    await grantCredits(t, ana, 10_000);
    const crashed = Number((await api.newChat(ana, { target: target.ref })).conversation.id);
    const answered = Number((await api.newChat(ana, { target: target.ref })).conversation.id);
    const { db, kind } = t.app.database;
    const at = t.clock.now();
    const holds: number[] = [];
    for (const conversationId of [crashed, answered]) {
      await insertMessage(db, kind, { conversationId, userId: ana.id, role: 'user', text: 'Pergunta', at });
      holds.push((await reserveCredits(t.app, ana.id, 100, { modelName: 'Modelo', conversationId })).holdId);
    }
    // What the crashed instance had written down of its reply before it died.
    await writeCheckpoint(db, { holdId: holds[0]!, conversationId: crashed, text: 'Olá, aqui está a resp', at });
    // The other one's reply was stored, but its hold stayed open (its settle never ran).
    await insertMessage(db, kind, {
      conversationId: answered,
      userId: ana.id,
      role: 'assistant',
      text: 'Resposta',
      at,
    });

    t.clock.advance((AI_CREDIT_HOLD_TTL_MINUTES + 1) * 60_000);
    expect(await sweepExpiredHolds(t.app)).toBe(2);

    const cut = (await api.open(ana, String(crashed))).messages.items.at(-1)!;
    expect(cut).toMatchObject({
      role: 'assistant',
      status: 'error',
      text: 'Olá, aqui está a resp',
      credits: 0,
      errorMessage: translate('aiLab.conversations.errors.interrupted'),
    });
    const kept = (await api.open(ana, String(answered))).messages.items.at(-1)!;
    expect([kept.role, kept.text]).toEqual(['assistant', 'Resposta']);
    // A second sweep finds nothing and adds nothing.
    expect(await sweepExpiredHolds(t.app)).toBe(0);
    expect((await api.open(ana, String(crashed))).messages.items.filter((m) => m.status === 'error')).toHaveLength(1);
    expect(await db.selectFrom('ai_reply_checkpoints').select('hold_id').execute()).toEqual([]);
  });

  it('while a reply streams, the part streamed so far is written down, growing; stored, the reply takes it away', async () => {
    const { t, api, target, base } = bed;
    const bia = await createStaff(t.app, 'premium');
    await grantCredits(t, bia, 10_000);
    const chat = Number((await api.newChat(bia, { target: target.ref })).conversation.id);
    const checkpointText = async () =>
      (
        await t.app.database.db
          .selectFrom('ai_reply_checkpoints')
          .select('text')
          .where('conversation_id', '=', chat)
          .executeTakeFirst()
      )?.text ?? '';
    const whole = fakeReplyText(40);
    const sending = sendChat(base, bia, String(chat), { text: 'Devagar [[tokens:40]] [[delay:100]]' });
    await expect.poll(checkpointText, { timeout: 4_000, interval: 50 }).not.toBe('');
    const first = await checkpointText();
    expect(whole.startsWith(first)).toBe(true);
    await expect
      .poll(async () => (await checkpointText()).length, { timeout: 4_000, interval: 50 })
      .toBeGreaterThan(first.length);
    expect(whole.startsWith(await checkpointText())).toBe(true);
    const sent = await sending;
    expect(sent.finish).toMatchObject({ status: 'complete' });
    expect(await checkpointText()).toBe('');
  });
});
