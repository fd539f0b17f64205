import { translate } from '@blivion/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatTestBed } from '../../../test-support/ai-chat.js';
import { chatTestBed, grantCredits, sendChat } from '../../../test-support/ai-chat.js';
import { creditsApi } from '../../../test-support/ai-credits.js';
import { createStaff } from '../../../test-support/factories.js';
import { startTcpRelay, type TcpRelay } from '../../../test-support/tcp-relay.js';

const postgresUrl = process.env.TEST_DATABASE_URL;

/**
 * Issue 28, item 3: a reply that finishes while the database does not answer is shown whole, said
 * to be not saved yet (not a model failure), and saved as soon as the database answers again; its
 * credit hold and the member's reply slot go then, not 32 and 5 minutes later.
 */
describe.runIf(process.env.TEST_DB === 'postgres')('an AI reply finishing while the database is down', () => {
  let relay: TcpRelay;
  let bed: ChatTestBed;

  beforeAll(async () => {
    const target = new URL(postgresUrl!);
    relay = await startTcpRelay({ host: target.hostname, port: Number(target.port || 5432) });
    bed = await chatTestBed({
      databaseUrl: (url) => relay.through(url),
      env: {
        DATABASE_CONNECT_TIMEOUT_MS: '500',
        DATABASE_QUERY_TIMEOUT_MS: '1500',
        DATABASE_STATEMENT_TIMEOUT_MS: '1200',
      },
    });
  });
  /** Read straight from PostgreSQL, not through the relay. */
  async function storedUserMessages(conversationId: string): Promise<number> {
    if (bed.t.config.database.kind !== 'postgres') throw new Error('PostgreSQL only');
    const direct = new URL(bed.t.config.database.url);
    const server = new URL(postgresUrl!);
    direct.host = server.host;
    const client = new pg.Client({ connectionString: direct.toString() });
    await client.connect();
    try {
      const result = await client.query<{ n: number }>(
        "select count(*)::int as n from ai_messages where conversation_id = $1 and role = 'user'",
        [conversationId],
      );
      return result.rows[0]!.n;
    } finally {
      await client.end();
    }
  }

  afterAll(async () => {
    await relay?.setMode('pass');
    await bed?.close();
    await relay?.close();
  });

  it('says the reply is not saved yet, then saves it, settles its hold and frees the slot once the database returns', async () => {
    const { t, api, base, target } = bed;
    const ana = await createStaff(t.app, 'premium');
    await grantCredits(t, ana, 100_000);
    const id = (await api.newChat(ana, { target: target.ref })).conversation.id;

    const question = 'Conte devagar [[tokens:20]] [[delay:100]]';
    const sending = sendChat(base, ana, id, { text: question });
    // The member's message is stored with the first token; then the database goes away.
    await expect.poll(() => storedUserMessages(id), { interval: 20, timeout: 5000 }).toBe(1);
    await relay.setMode('refuse');
    const sent = await sending;
    expect(sent.status).toBe(200);
    expect(sent.text.split(' ')).toHaveLength(20);
    expect(sent.finish).toBeNull();
    const errors = sent.chunks.filter((chunk) => chunk.type === 'error').map((chunk) => chunk.errorText);
    expect(errors).toEqual([translate('aiLab.conversations.errors.notSavedYet')]);

    const back = performance.now();
    await relay.setMode('pass');
    await expect
      .poll(
        async () => (await api.open(ana, id).catch(() => null))?.messages.items.slice(1).map((m) => [m.role, m.status]),
        {
          timeout: 8000,
          interval: 100,
        },
      )
      .toEqual([
        ['user', 'complete'],
        ['assistant', 'complete'],
      ]);
    // The chat opens with the agent's greeting; then the question and the reply.
    const saved = (await api.open(ana, id)).messages.items[2]!;
    expect(saved.text).toBe(sent.text);
    expect(saved.credits).toBeGreaterThan(0);
    const summary = await creditsApi(t).summary(ana);
    expect(summary.held).toBe(0);
    // The slot is free: the next question streams (no 409 AI_REPLY_IN_PROGRESS).
    const next = await sendChat(base, ana, id, { text: 'E agora? [[tokens:3]]' });
    expect(next.status).toBe(200);
    expect(next.finish).toMatchObject({ status: 'complete' });
    expect(performance.now() - back).toBeLessThan(10_000);
  });
});
