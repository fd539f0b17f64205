import type { Redis } from 'ioredis';
import type { DependencyReporter } from '../dependencies/dependency-monitor.js';
import { listenToRedis } from '../redis/redis.js';
import { type BusEvent, compareEventIds, type EventBus, Listeners, REPLAY_LIMIT } from './event-bus.js';

const PREFIX = 'blivion:events:';
/** A topic nobody publishes to for a day is forgotten, replay and all. */
const KEEP_SECONDS = 24 * 60 * 60;
const STREAM_ID = /^\d{1,20}-\d{1,20}$/;

export interface RedisEventBus extends EventBus {
  /** The watchdog saw Redis answer again after failing (redis.ts): subscriptions are renewed, listeners resync. */
  recovered(): void;
}

/**
 * Redis carries events between instances: each event is appended to the topic's stream (capped at
 * REPLAY_LIMIT, its id is the event id, so Last-Event-ID replays with XRANGE) and published on the
 * topic's channel, which every instance with a listener of the topic subscribes to on one connection.
 *
 * Outages (decision 0083): the topics listened to are kept here, and every time the subscriber
 * connection is ready (again) it subscribes to all of them, so a subscription that failed while
 * Redis was down is made when it returns. Whenever events may have been missed (the subscriber's
 * connection was lost, a publish failed, Redis stopped answering), the resync listeners are called
 * once Redis answers again.
 */
export function redisEventBus(redis: Redis, reporter: DependencyReporter): RedisEventBus {
  const subscriber = redis.duplicate();
  listenToRedis(subscriber, reporter);
  const listeners = new Listeners();
  const topics = new Set<string>();
  const resyncListeners = new Set<() => void>();
  let missed = false;
  const resync = () => {
    if (!missed) return;
    missed = false;
    for (const listener of resyncListeners) {
      try {
        listener();
      } catch {
        // One listener's failure (a closed stream) never stops the others.
      }
    }
  };
  const subscribeAll = () => {
    if (topics.size > 0) void subscriber.subscribe(...[...topics].map((topic) => PREFIX + topic)).catch(() => {});
  };
  subscriber.on('close', () => (missed = true));
  subscriber.on('ready', () => {
    subscribeAll();
    resync();
  });
  void subscriber.connect().catch(() => {});
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
      try {
        const id = await redis.xadd(key, 'MAXLEN', '~', REPLAY_LIMIT, '*', 'type', type, 'data', payload);
        if (id === null) throw new Error('redis refused the event');
        await redis.pipeline().expire(key, KEEP_SECONDS).publish(key, JSON.stringify({ id, type, data })).exec();
        return { id, type, data };
      } catch (error) {
        missed = true;
        throw error;
      }
    },
    subscribe(topic, listener) {
      const { first, remove } = listeners.add(topic, listener);
      if (first) {
        topics.add(topic);
        // Fails while Redis is down: the next 'ready' subscribes to every topic.
        void subscriber.subscribe(PREFIX + topic).catch(() => {});
      }
      return () => {
        if (!remove().last) return;
        topics.delete(topic);
        void subscriber.unsubscribe(PREFIX + topic).catch(() => {});
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
    onResync(listener) {
      resyncListeners.add(listener);
      return () => void resyncListeners.delete(listener);
    },
    recovered() {
      missed = true;
      // A frozen connection never closes by itself: a new one subscribes again, and its 'ready' resyncs.
      if (subscriber.status === 'ready') subscriber.disconnect(true);
      else resync();
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
