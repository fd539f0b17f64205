import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { compareEventIds } from '../../events/event-bus.js';
import { createMember } from '../../test-support/factories.js';
import { forumApi } from '../../test-support/forum.js';
import { openSse, type SseConnection } from '../../test-support/sse-client.js';
import { createTestApp, type TestApp } from '../../test-support/test-app.js';

const redisUrl = process.env.TEST_REDIS_URL;

/**
 * A browser's stream follows several topics (its member's and an open forum topic's), each a Redis
 * channel, written by any instance (issue 27 item 11): every event arrives once, in id order, live and
 * in the replay after a reconnect.
 */
describe.skipIf(!redisUrl)('live events on two instances and one Redis', () => {
  let t: TestApp;
  let b: FastifyInstance;
  const bases: string[] = [];
  const open: SseConnection[] = [];

  beforeAll(async () => {
    t = await createTestApp({ env: { REDIS_URL: redisUrl! } });
    b = await buildApp({ config: t.config, logger: false });
    for (const app of [t.app, b]) {
      await app.listen({ host: '127.0.0.1', port: 0 });
      bases.push(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
    }
  });
  afterAll(async () => {
    for (const connection of open) connection.close();
    await b?.close();
    await t?.close();
  });

  async function follow(base: string, cookie: string, topicId: string, lastEventId?: string) {
    const headers: Record<string, string> = { cookie };
    if (lastEventId) headers['last-event-id'] = lastEventId;
    const connection = await openSse(`${base}/api/events?topics=forum.topic.${topicId}`, headers);
    open.push(connection);
    expect(connection.status).toBe(200);
    return connection;
  }

  it("shows a topic's author every reply posted through the other instance, and replays what they missed", async () => {
    const forum = forumApi(t);
    const author = await createMember(t.app);
    const replier = await createMember(t.app);
    const topic = await forum.topic(author);
    const live = await follow(bases[1]!, author.cookie, topic.id);
    // Each reply writes two channels at once: the author's notification and the topic's reply.
    for (let i = 0; i < 3; i += 1) await forum.reply(replier, topic.id);
    await expect.poll(() => live.events.length, { timeout: 2000, interval: 10 }).toBe(6);
    expect(live.events.filter((event) => event.type === 'forum.reply')).toHaveLength(3);
    expect(live.events.filter((event) => event.type === 'notifications')).toHaveLength(3);
    const ids = live.events.map((event) => event.id!);
    expect(new Set(ids).size).toBe(6);
    expect(ids).toEqual([...ids].sort(compareEventIds));

    live.close();
    for (let i = 0; i < 2; i += 1) await forum.reply(replier, topic.id);
    const again = await follow(bases[0]!, author.cookie, topic.id, ids.at(-1));
    await expect.poll(() => again.events.length, { timeout: 2000, interval: 10 }).toBe(4);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(again.events.map((event) => event.type).sort()).toEqual([
      'forum.reply',
      'forum.reply',
      'notifications',
      'notifications',
    ]);
    const replayedIds = again.events.map((event) => event.id!);
    expect(new Set([...ids, ...replayedIds]).size).toBe(10);
    expect(replayedIds).toEqual([...replayedIds].sort(compareEventIds));
  });
});
