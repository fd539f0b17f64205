import { AI_CREDIT_HOLD_TTL_MINUTES, translate } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatTestBed } from '../../../test-support/ai-chat.js';
import { chatTestBed, grantCredits } from '../../../test-support/ai-chat.js';
import { createStaff } from '../../../test-support/factories.js';
import { reserveCredits, sweepExpiredHolds } from '../../ai-credits/credit-holds.js';
import { insertMessage } from '../conversations/messages.repository.js';

/**
 * Issue 28, item 9: an instance crashed while streaming a reply. What it leaves: the member's
 * question stored, the reply's hold open, no reply. When the sweep expires the hold, the member
 * sees a reply marked interrupted instead of a question with no answer and no notice.
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
    for (const conversationId of [crashed, answered]) {
      await insertMessage(db, kind, { conversationId, userId: ana.id, role: 'user', text: 'Pergunta', at });
      await reserveCredits(t.app, ana.id, 100, { modelName: 'Modelo', conversationId });
    }
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
      text: '',
      credits: 0,
      errorMessage: translate('aiLab.conversations.errors.interrupted'),
    });
    const kept = (await api.open(ana, String(answered))).messages.items.at(-1)!;
    expect([kept.role, kept.text]).toEqual(['assistant', 'Resposta']);
    // A second sweep finds nothing and adds nothing.
    expect(await sweepExpiredHolds(t.app)).toBe(0);
    expect((await api.open(ana, String(crashed))).messages.items.filter((m) => m.status === 'error')).toHaveLength(1);
  });
});
