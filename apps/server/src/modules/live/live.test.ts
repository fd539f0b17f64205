import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../notifications/notifications.service.js';
import { createMember, createStaff, type TestMember } from '../../test-support/factories.js';
import { forumApi } from '../../test-support/forum.js';
import { openSse, type SseConnection } from '../../test-support/sse-client.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';
import { STREAMS_PER_MEMBER } from './live-streams.js';

let t: TestApp;
let base: string;
const open: SseConnection[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const connection of open) connection.close();
  await t.close();
});

async function stream(member: TestMember | null, lastEventId?: string, query = ''): Promise<SseConnection> {
  const headers: Record<string, string> = {};
  if (member) headers.cookie = member.cookie;
  if (lastEventId) headers['last-event-id'] = lastEventId;
  const connection = await openSse(`${base}/api/events${query}`, headers);
  open.push(connection);
  return connection;
}

const raise = (recipient: TestMember, rollback = false) =>
  t.app.database.db
    .transaction()
    .execute(async (trx) => {
      await notify(trx, [recipient.id], {
        kind: 'test.event',
        actorId: null,
        subject: { type: 'test.thing', id: 1 },
        text: 'shell.topBar.notifications',
        params: {},
        link: '/dashboard',
        at: t.app.clock.now(),
      });
      if (rollback) throw new Error('rolled back');
    })
    .catch(() => {});

describe('live events (GET /api/events)', () => {
  it('is for signed-in members only', async () => {
    expect((await stream(null)).status).toBe(401);
  });

  it("tells a topic's author within a second that a reply notified them, and no one else", async () => {
    const forum = forumApi(t);
    const [author, replier, bystander] = [
      await createMember(t.app),
      await createMember(t.app),
      await createMember(t.app),
    ];
    const topic = await forum.topic(author);
    const authorStream = await stream(author);
    const bystanderStream = await stream(bystander);
    const started = performance.now();
    await forum.reply(replier, topic.id);
    await expect.poll(() => authorStream.events.length, { timeout: 1000, interval: 10 }).toBe(1);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(authorStream.events[0]).toMatchObject({ type: 'notifications', data: null });
    expect(bystanderStream.events).toHaveLength(0);
  });

  it("shows the readers of an open topic its new replies, and no other topic's", async () => {
    const forum = forumApi(t);
    const [author, reader, replier] = [await createMember(t.app), await createMember(t.app), await createMember(t.app)];
    const topic = await forum.topic(author);
    const other = await forum.topic(author, { title: 'Outro tópico' });
    const onTopic = await stream(reader, undefined, `?topics=forum.topic.${topic.id}`);
    const onOther = await stream(reader, undefined, `?topics=forum.topic.${other.id}`);
    await forum.reply(replier, topic.id);
    await expect.poll(() => onTopic.events.map((event) => event.type), { timeout: 1000 }).toEqual(['forum.reply']);
    expect(onTopic.events[0]!.data).toEqual({ topicId: topic.id });
    expect(onOther.events).toHaveLength(0);
    // A reconnecting page names the last event it saw in the query when it cannot send the header.
    await forum.reply(replier, topic.id);
    const again = await stream(
      reader,
      undefined,
      `?topics=forum.topic.${topic.id}&lastEventId=${onTopic.events[0]!.id}`,
    );
    await expect.poll(() => again.events.length, { timeout: 1000 }).toBe(1);
  });

  it('refuses malformed topics and too many of them', async () => {
    const member = await createMember(t.app);
    expect((await stream(member, undefined, '?topics=admin.secrets')).status).toBe(400);
    const six = Array.from({ length: 6 }, (_, i) => `forum.topic.${i + 1}`).join(',');
    expect((await stream(member, undefined, `?topics=${six}`)).status).toBe(400);
    expect((await stream(member, undefined, '?lastEventId=1%00')).status).toBe(400);
  });

  it('announces only after the commit, and nothing for a rolled-back transaction', async () => {
    const member = await createMember(t.app);
    const connection = await stream(member);
    await raise(member, true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(connection.events).toHaveLength(0);
    await raise(member);
    await expect.poll(() => connection.events.length, { timeout: 1000 }).toBe(1);
  });

  it('replays what a reconnecting page missed after its Last-Event-ID, and asks an unknown id to reload', async () => {
    const member = await createMember(t.app);
    const first = await stream(member);
    await raise(member);
    await expect.poll(() => first.events.length, { timeout: 1000 }).toBe(1);
    first.close();
    await raise(member);
    await raise(member);
    const again = await stream(member, first.events[0]!.id!);
    await expect.poll(() => again.events.length, { timeout: 1000 }).toBe(2);
    expect(again.events.every((event) => event.type === 'notifications')).toBe(true);
    const stale = await stream(member, '999999999');
    await expect.poll(() => stale.events.map((event) => event.type), { timeout: 1000 }).toEqual(['reload']);
  });

  it("tells a member's pages that their credit balance changed when an administrator grants credits", async () => {
    const member = await createMember(t.app);
    const admin = await createStaff(t.app, 'admin');
    const connection = await stream(member);
    const granted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/ai/credits/members/${member.id}/adjustments`,
      headers: { cookie: admin.cookie },
      payload: { kind: 'grant', amount: 50, reason: 'Bônus de boas-vindas' },
    });
    expect(granted.statusCode).toBe(200);
    await expect.poll(() => connection.events.map((event) => event.type), { timeout: 1000 }).toEqual(['credits']);
  });

  it(`refuses a member's stream past ${STREAMS_PER_MEMBER} open ones`, async () => {
    const member = await createMember(t.app);
    for (let i = 0; i < STREAMS_PER_MEMBER; i += 1) expect((await stream(member)).status).toBe(200);
    expect((await stream(member)).status).toBe(429);
  });
});

describe('live events at shutdown', () => {
  it('ends open streams at once so the instance drains', async () => {
    const other = await createTestApp();
    await other.app.listen({ host: '127.0.0.1', port: 0 });
    const member = await createMember(other.app);
    const port = (other.app.server.address() as AddressInfo).port;
    const connection = await openSse(`http://127.0.0.1:${port}/api/events`, { cookie: member.cookie });
    expect(connection.status).toBe(200);
    const started = performance.now();
    // The stream's end is timed, not the dropping of the test's database that follows the close.
    const closing = other.close();
    await connection.ended;
    expect(performance.now() - started).toBeLessThan(3000);
    await closing;
  });
});
