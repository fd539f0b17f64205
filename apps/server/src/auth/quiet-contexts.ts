import { AsyncLocalStorage } from 'node:async_hooks';

/** Where better-auth keeps its AsyncLocalStorage instances (@better-auth/core, context/global). */
const BETTER_AUTH_GLOBAL = Symbol.for('better-auth:global');
let callsUnderWay = 0;

/** The AsyncLocalStorage instances better-auth has made so far. */
export function betterAuthStorages(): AsyncLocalStorage<unknown>[] {
  const global = (globalThis as Record<symbol, { context?: Record<string, unknown> } | undefined>)[BETTER_AUTH_GLOBAL];
  return Object.values(global?.context ?? {}).filter((value) => value instanceof AsyncLocalStorage);
}

function disableBetterAuthStorages(): void {
  for (const storage of betterAuthStorages()) storage.disable();
}

/**
 * better-auth runs each call inside AsyncLocalStorage contexts. On Node 20 the first one to run
 * installs a hook on every promise of the process, for good: after one sign-in, every request
 * paid for it (about 10% of a signed-in read's CPU, bench/README.md item 1). So its storages are
 * disabled again whenever no call of `api` is under way; each enables itself at its next run().
 */
export function withQuietContexts<Api extends object>(api: Api): Api {
  return new Proxy(api, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        callsUnderWay += 1;
        try {
          return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        } finally {
          callsUnderWay -= 1;
          if (callsUnderWay === 0) disableBetterAuthStorages();
        }
      };
    },
  });
}
