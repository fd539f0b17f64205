import type { Redis, RedisOptions } from 'ioredis';
import type { DependencyReporter } from '../dependencies/dependency-monitor.js';

/** How often the watchdog asks Redis whether it answers (a frozen Redis sends no error of its own). */
export const REDIS_WATCH_INTERVAL_MS = 1000;

/**
 * The options of every Redis connection (decision 0082): each command fails after
 * `commandTimeoutMs` (a frozen Redis costs that, never a hang); while the connection is down,
 * commands fail at once instead of queueing; TCP keep-alive; reconnection every 50 to 500 ms for
 * ever (a refused connection is cheap; a returning Redis is used within half a second). Errors go to `reporter` (one log line per outage) instead of ioredis's unhandled-error lines.
 */
export function redisOptions(commandTimeoutMs: number): RedisOptions {
  return {
    lazyConnect: true,
    connectionName: 'blivion',
    commandTimeout: commandTimeoutMs,
    connectTimeout: Math.max(commandTimeoutMs, 1000),
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    keepAlive: 5000,
    retryStrategy: (times) => Math.min(50 * times, 500),
  };
}

/**
 * Connects to REDIS_URL (issue 17). ioredis is loaded only here: the embedded default never loads it.
 * A Redis that does not answer at start does not stop the instance (issue 28): the failure is
 * reported, ioredis keeps reconnecting by `retryStrategy`, and the instance serves meanwhile as it
 * does during any Redis outage.
 */
export async function connectRedis(
  url: string,
  commandTimeoutMs: number,
  reporter: DependencyReporter,
): Promise<Redis> {
  const { Redis: RedisClient } = await import('ioredis');
  const redis = new RedisClient(url, redisOptions(commandTimeoutMs));
  listenToRedis(redis, reporter);
  await redis.connect().catch((error: unknown) => reporter.failed('redis', error));
  return redis;
}

/** Every connection (the subscriber too, whose duplicate() copies no listener) reports instead of printing. */
export function listenToRedis(redis: Redis, reporter: DependencyReporter): void {
  redis.on('error', (error: unknown) => reporter.failed('redis', error));
  redis.on('ready', () => reporter.answered('redis'));
}

/**
 * Pings Redis every REDIS_WATCH_INTERVAL_MS: a ping unanswered within the command timeout reports
 * Redis failed, and the connection is dropped and opened again (a frozen or partitioned connection
 * never recovers by itself, and ioredis does not reconnect on timeouts); the first answer after a
 * failure reports it back and calls `onRecovered`. Returns the function that stops watching.
 */
export function watchRedis(
  redis: Redis,
  timeoutMs: number,
  reporter: DependencyReporter,
  onRecovered: () => void,
): () => void {
  let failing = false;
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    void redisAnswers(redis, timeoutMs)
      .then((answers) => {
        if (answers) {
          reporter.answered('redis');
          if (failing) onRecovered();
          failing = false;
          return;
        }
        failing = true;
        reporter.failed('redis', new Error('Redis did not answer a ping in time'));
        if (redis.status === 'ready') redis.disconnect(true);
      })
      .finally(() => (busy = false));
  }, REDIS_WATCH_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}

/** Whether Redis answers within the time, for the health report and the watchdog. */
export async function redisAnswers(redis: Redis, timeoutMs = 1000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const answer = await Promise.race([
      redis.ping(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
      }),
    ]);
    return answer === 'PONG';
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
