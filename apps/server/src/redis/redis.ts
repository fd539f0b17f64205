import type { Redis } from 'ioredis';

/**
 * Connects to REDIS_URL (issue 17). ioredis is loaded only here, so the embedded default (no
 * REDIS_URL) never loads it. A command fails after two retries instead of waiting for ever, so a
 * Redis outage turns into errors and a failing readiness check, not hung requests.
 */
export async function connectRedis(url: string): Promise<Redis> {
  const { Redis: RedisClient } = await import('ioredis');
  const redis = new RedisClient(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 2,
    connectionName: 'blivion',
  });
  await redis.connect();
  return redis;
}

/** Whether Redis answers within the time, for the readiness check. */
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
