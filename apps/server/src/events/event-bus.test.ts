import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { connectRedis } from '../redis/redis.js';
import { type BusEvent, compareEventIds, type EventBus, memoryEventBus, REPLAY_LIMIT } from './event-bus.js';
import { redisEventBus } from './redis-event-bus.js';

const redisUrl = process.env.TEST_REDIS_URL;
const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

const topic = () => `test.${randomBytes(6).toString('hex')}`;

function collect(bus: EventBus, name: string): BusEvent[] {
  const seen: BusEvent[] = [];
  closers.push(async () => bus.subscribe(name, (event) => seen.push(event))());
  bus.subscribe(name, (event) => seen.push(event));
  return seen;
}

/** Two buses standing for two instances: on Redis they share nothing but the server. */
type Pair = () => Promise<[EventBus, EventBus]>;

const memoryPair: Pair = async () => {
  const bus = memoryEventBus();
  return [bus, bus];
};

const redisPair: Pair = async () => {
  const buses: EventBus[] = [];
  for (let i = 0; i < 2; i += 1) {
    const redis = await connectRedis(redisUrl!);
    const bus = redisEventBus(redis);
    closers.push(async () => {
      await bus.close();
      await redis.quit();
    });
    buses.push(bus);
  }
  return [buses[0]!, buses[1]!];
};

const cases: [string, Pair, boolean][] = [
  ['in memory', memoryPair, true],
  ['on Redis, between two instances', redisPair, Boolean(redisUrl)],
];

describe.each(cases)('event bus %s', (_name, pair, enabled) => {
  it.skipIf(!enabled)('delivers a published event to the listeners of its topic only', async () => {
    const [a, b] = await pair();
    const name = topic();
    const seen = collect(b, name);
    const other = collect(b, topic());
    await new Promise((resolve) => setTimeout(resolve, 50)); // the subscription reaches Redis
    const published = await a.publish(name, 'forum.reply', { topicId: 7 });
    await expect.poll(() => seen.length, { timeout: 2000 }).toBe(1);
    expect(seen[0]).toEqual(published);
    expect(seen[0]).toMatchObject({ type: 'forum.reply', data: { topicId: 7 } });
    expect(other).toHaveLength(0);
  });

  it.skipIf(!enabled)('replays what came after a Last-Event-ID, in order, and says when it cannot', async () => {
    const [a, b] = await pair();
    const name = topic();
    const first = await a.publish(name, 'n', 1);
    await a.publish(name, 'n', 2);
    await a.publish(name, 'n', 3);
    const replayed = await b.replay(name, first.id);
    expect(replayed?.map((event) => event.data)).toEqual([2, 3]);
    expect(await b.replay(name, 'not-an-id')).toBeNull();
    expect(await b.replay(topic(), first.id)).toEqual(a.kind === 'memory' ? [] : null);
  });

  it.skipIf(!enabled)(
    'keeps the last events of a topic and asks for a reload when older ones were dropped',
    async () => {
      const [a, b] = await pair();
      const name = topic();
      const first = await a.publish(name, 'n', 0);
      // Redis trims approximately (whole nodes of entries), so publish well past the limit.
      for (let i = 1; i <= 3 * REPLAY_LIMIT; i += 1) await a.publish(name, 'n', i);
      expect(await b.replay(name, first.id)).toBeNull();
      const recent = await a.publish(name, 'n', 'last');
      expect(await b.replay(name, recent.id)).toEqual([]);
    },
  );

  it.skipIf(!enabled)(
    'gives events of two topics written in the same millisecond, from two instances, distinct ordered ids',
    async () => {
      const [a, b] = await pair();
      const [one, two] = [topic(), topic()];
      // One listener following both topics, as a browser's stream does.
      const seen: BusEvent[] = [];
      for (const name of [one, two]) {
        const stop = b.subscribe(name, (event) => seen.push(event));
        closers.push(async () => stop());
        await b.listening(name);
      }
      const first = await a.publish(one, 'n', 'start');
      const published: BusEvent[] = [first];
      // Each round sends both writes at once (pipelined on Redis): they land in the same millisecond.
      for (let round = 0; round < 20; round += 1) {
        published.push(...(await Promise.all([a.publish(one, 'n', `a${round}`), b.publish(two, 'n', `b${round}`)])));
      }
      const ids = published.map((event) => event.id);
      expect(new Set(ids).size).toBe(ids.length);
      await expect.poll(() => seen.length, { timeout: 2000 }).toBe(published.length);
      // Delivered in id order, whatever the topic.
      const delivered = seen.map((event) => event.id);
      expect(delivered).toEqual([...delivered].sort(compareEventIds));
      expect([...delivered].sort()).toEqual([...ids].sort());
      // A reader that saw `first` misses nothing of either topic, and gets nothing twice.
      const replayed = [...((await b.replay(one, first.id)) ?? []), ...((await b.replay(two, first.id)) ?? [])];
      expect(replayed.map((event) => event.id).sort()).toEqual(ids.slice(1).sort());
    },
  );

  it.skipIf(!enabled)('stops delivering after unsubscribe', async () => {
    const [a, b] = await pair();
    const name = topic();
    const seen: BusEvent[] = [];
    const stop = b.subscribe(name, (event) => seen.push(event));
    await new Promise((resolve) => setTimeout(resolve, 50));
    await a.publish(name, 'n', 1);
    await expect.poll(() => seen.length, { timeout: 2000 }).toBe(1);
    stop();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await a.publish(name, 'n', 2);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toHaveLength(1);
  });
});
