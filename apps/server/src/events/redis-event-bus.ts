import type { Redis } from 'ioredis';
import { type BusEvent, compareEventIds, type EventBus, Listeners, REPLAY_LIMIT } from './event-bus.js';

const PREFIX = 'blivion:events:';
/** A topic nobody publishes to for a day is forgotten, replay and all. */
const KEEP_SECONDS = 24 * 60 * 60;
const STREAM_ID = /^\d{1,20}-\d{1,20}$/;

/**
 * Redis carries events between instances: each event is appended to the topic's stream (capped at
 * REPLAY_LIMIT, its id is the event id, so Last-Event-ID replays with XRANGE) and published on the
 * topic's channel, which every instance with a listener of the topic subscribes to on one connection.
 */
export function redisEventBus(redis: Redis): EventBus {
  const subscriber = redis.duplicate();
  const listeners = new Listeners();
  subscriber.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(PREFIX)) return;
    let event: BusEvent;
    try {
      event = JSON.parse(message) as BusEvent;
    } catch {
      return;
    }
    listeners.deliver(channel.slice(PREFIX.length), event);
  });
  return {
    kind: 'redis',
    async publish(topic, type, data) {
      const key = PREFIX + topic;
      const payload = JSON.stringify(data);
      const id = await redis.xadd(key, 'MAXLEN', '~', REPLAY_LIMIT, '*', 'type', type, 'data', payload);
      if (id === null) throw new Error('redis refused the event');
      await redis.pipeline().expire(key, KEEP_SECONDS).publish(key, JSON.stringify({ id, type, data })).exec();
      return { id, type, data };
    },
    subscribe(topic, listener) {
      const { first, remove } = listeners.add(topic, listener);
      if (first) void subscriber.subscribe(PREFIX + topic).catch(() => {});
      return () => {
        if (remove().last) void subscriber.unsubscribe(PREFIX + topic).catch(() => {});
      };
    },
    async replay(topic, lastId) {
      if (!STREAM_ID.test(lastId)) return null;
      const key = PREFIX + topic;
      const [oldest] = await redis.xrange(key, '-', '+', 'COUNT', 1);
      // The topic expired, or events after lastId may have been trimmed away: the reader reloads.
      if (!oldest) return null;
      if (compareEventIds(oldest[0], lastId) > 0 && (await redis.xlen(key)) >= REPLAY_LIMIT) return null;
      const entries = await redis.xrange(key, `(${lastId}`, '+', 'COUNT', REPLAY_LIMIT);
      return entries.map(([id, fields]) => ({
        id,
        type: field(fields, 'type'),
        data: JSON.parse(field(fields, 'data')) as unknown,
      }));
    },
    async close() {
      subscriber.disconnect();
    },
  };
}

function field(fields: string[], name: string): string {
  const index = fields.indexOf(name);
  return index >= 0 && index % 2 === 0 ? (fields[index + 1] ?? '') : '';
}
