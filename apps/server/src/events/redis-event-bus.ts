import type { Redis } from 'ioredis';
import type { DependencyReporter } from '../dependencies/dependency-monitor.js';
import { listenToRedis } from '../redis/redis.js';
import { type BusEvent, compareEventIds, type EventBus, Listeners, REPLAY_LIMIT } from './event-bus.js';

const PREFIX = 'blivion:events:';
/** The last id given to any event of any topic: ids are ordered across every topic (decision 0078). */
const LAST_ID_KEY = 'blivion:events-last-id';
/** A topic nobody publishes to for a day is forgotten, replay and all. */
const KEEP_SECONDS = 24 * 60 * 60;
const STREAM_ID = /^\d{1,20}-\d{1,20}$/;
/** How long a stream waits for Redis to confirm a subscription before it replays anyway (Redis down). */
const LISTEN_WAIT_MS = 2000;

/**
 * Appends one event to its topic's stream and publishes it, atomically (a script runs alone), under
 * an id '<ms>-<n>' greater than every id given before on any topic, on any instance: Redis's clock in
 * milliseconds, or the last id's millisecond with the next n when that is not behind. The stream's own
 * last id is counted too (events written before this id rule, or a lost LAST_ID_KEY). Publishing from
 * the script keeps the channels' messages in id order on every subscriber connection.
 * KEYS: stream, last id. ARGV: replay limit, keep seconds, type (JSON string), data (JSON), channel.
 * Returns the id.
 */
const PUBLISH_SCRIPT = `
local time = redis.call('TIME')
local head = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local seq = 0
local function after(id)
  if not id then return end
  local h, s = string.match(id, '^(%d+)-(%d+)$')
  h = tonumber(h)
  s = tonumber(s)
  if h > head or (h == head and s >= seq) then
    head = h
    seq = s + 1
  end
end
after(redis.call('GET', KEYS[2]))
local top = redis.call('XREVRANGE', KEYS[1], '+', '-', 'COUNT', 1)
if top[1] then after(top[1][1]) end
local id = string.format('%.0f-%.0f', head, seq)
redis.call('XADD', KEYS[1], 'MAXLEN', '~', ARGV[1], id, 'type', cjson.decode(ARGV[3]), 'data', ARGV[4])
redis.call('EXPIRE', KEYS[1], ARGV[2])
redis.call('SET', KEYS[2], id)
redis.call('PUBLISH', ARGV[5], '{"id":"' .. id .. '","type":' .. ARGV[3] .. ',"data":' .. ARGV[4] .. '}')
return id
`;

export interface RedisEventBus extends EventBus {
  /** The watchdog saw Redis answer again after failing (redis.ts): subscriptions are renewed, listeners resync. */
  recovered(): void;
}

/**
 * Redis carries events between instances: each event is appended to the topic's stream (capped at
 * REPLAY_LIMIT, its id is the event id, so Last-Event-ID replays with XRANGE) and published on the
 * topic's channel, which every instance with a listener of the topic subscribes to on one connection.
 *
 * Outages (decision 0082): every time the subscriber connection is ready (again) it subscribes to
 * every followed topic, so a subscription that failed while Redis was down is made when it returns.
 * Whenever events may have been missed (the subscriber's connection was lost, a publish failed,
 * Redis stopped answering), the resync listeners are called once Redis answers again.
 */
export function redisEventBus(redis: Redis, reporter: DependencyReporter): RedisEventBus {
  const subscriber = redis.duplicate();
  listenToRedis(subscriber, reporter);
  const listeners = new Listeners();
  /** Each followed topic's SUBSCRIBE, settled once Redis confirmed it (or refused it). */
  const subscribed = new Map<string, Promise<void>>();
  /** Subscriptions asked for while the connection was not ready: settled once 'ready' has made them. */
  const waiting = new Set<() => void>();
  const subscribe = (topic: string): Promise<void> =>
    subscriber.status === 'ready'
      ? subscriber.subscribe(PREFIX + topic).then(
          () => {},
          () => {},
        )
      : new Promise<void>((resolve) => waiting.add(resolve));
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
  subscriber.on('close', () => (missed = true));
  subscriber.on('ready', () => {
    for (const topic of subscribed.keys()) subscribed.set(topic, subscribe(topic));
    const made = Promise.all(subscribed.values());
    const settled = [...waiting];
    waiting.clear();
    void made.then(() => {
      for (const resolve of settled) resolve();
    });
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
      const payload = JSON.stringify(data ?? null);
      try {
        const id = (await redis.eval(
          PUBLISH_SCRIPT,
          2,
          key,
          LAST_ID_KEY,
          REPLAY_LIMIT,
          KEEP_SECONDS,
          JSON.stringify(type),
          payload,
          key,
        )) as string | null;
        if (typeof id !== 'string') throw new Error('redis refused the event');
        return { id, type, data };
      } catch (error) {
        // Lost for every instance: their pages reload once Redis answers again.
        missed = true;
        throw error;
      }
    },
    subscribe(topic, listener) {
      const { first, remove } = listeners.add(topic, listener);
      // Fails while Redis is down: the next 'ready' subscribes to every followed topic.
      if (first) subscribed.set(topic, subscribe(topic));
      return () => {
        if (!remove().last) return;
        subscribed.delete(topic);
        void subscriber.unsubscribe(PREFIX + topic).catch(() => {});
      };
    },
    async listening(topic) {
      const pending = subscribed.get(topic);
      if (!pending) return;
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, LISTEN_WAIT_MS);
        timer.unref();
      });
      await Promise.race([pending, waited]);
      clearTimeout(timer);
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
