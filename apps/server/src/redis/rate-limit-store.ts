import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';
import { isRedisConnectionFailure } from '../dependencies/dependency-failure.js';
import type { DependencyMonitor } from '../dependencies/dependency-monitor.js';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What @fastify/rate-limit passes to child(): the route's merged options, the route under `routeInfo`. */
type ChildOptions = Parameters<FastifyRateLimitStore['child']>[0] & { routeInfo?: { method?: string; url?: string } };

/** How many keys the per-instance fallback keeps (the oldest window is dropped first). */
const LOCAL_KEYS = 20_000;

/** Counts a key in Redis: the window starts with the first request and ends PEXPIRE later. */
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {current, ttl}
`;

/** Counts in this process: the fallback while Redis does not answer. */
class LocalWindows {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();
  increment(key: string, timeWindow: number): { current: number; ttl: number } {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      this.windows.delete(key);
      window = { count: 0, endsAt: now + timeWindow };
      if (this.windows.size >= LOCAL_KEYS) this.windows.delete(this.windows.keys().next().value!);
      this.windows.set(key, window);
    }
    window.count += 1;
    return { current: window.count, ttl: window.endsAt - now };
  }
  read(key: string): { current: number; ttl: number } {
    const window = this.windows.get(key);
    const now = Date.now();
    return window && window.endsAt > now ? { current: window.count, ttl: window.endsAt - now } : { current: 0, ttl: 0 };
  }
}

/**
 * A store for @fastify/rate-limit (its documented `store` option: `incr`, `read`, `child`) that
 * counts in Redis, shared by every instance, and falls back to counting in this process while Redis
 * fails (decision 0082): a command that fails or passes REDIS_COMMAND_TIMEOUT_MS is counted locally,
 * and while the dependency monitor says Redis is down Redis is not asked at all. During an outage
 * each instance therefore allows the limit on its own (N instances: up to N times the limit), instead
 * of refusing every sign-in. Counting in Redis resumes when it answers; its counters restart then.
 */
export function fallbackRateLimitStore(
  redis: Redis,
  monitor: DependencyMonitor,
  nameSpace: string,
): FastifyRateLimitStoreCtor {
  const local = new LocalWindows();
  const evalIncrement = (key: string, timeWindow: number) =>
    redis.eval(INCREMENT, 1, key, timeWindow) as Promise<[number, number]>;

  class FallbackStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix: string = nameSpace,
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const full = this.prefix + key;
      if (monitor.isDown('redis')) return callback(null, local.increment(full, timeWindow));
      evalIncrement(full, timeWindow).then(
        ([current, ttl]) => callback(null, { current, ttl }),
        (error: unknown) => {
          if (isRedisConnectionFailure(error)) monitor.failed('redis', error);
          callback(null, local.increment(full, timeWindow));
        },
      );
    }

    read(key: string, callback: Callback): void {
      const full = this.prefix + key;
      if (monitor.isDown('redis')) return callback(null, local.read(full));
      Promise.all([redis.get(full), redis.pttl(full)]).then(
        ([current, ttl]) => callback(null, { current: Number(current ?? 0), ttl: Math.max(ttl, 0) }),
        () => callback(null, local.read(full)),
      );
    }

    child(routeOptions: ChildOptions): FallbackStore {
      const route = routeOptions.routeInfo ?? {};
      return new FallbackStore(undefined, `${this.prefix}${route.method ?? ''}${route.url ?? ''}-`);
    }
  }
  return FallbackStore;
}
