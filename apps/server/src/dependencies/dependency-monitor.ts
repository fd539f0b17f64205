import type { FastifyBaseLogger } from 'fastify';
import type { DependencyName } from './dependency-failure.js';

/** What a store's client tells about its health; the monitor turns it into one line per change. */
export interface DependencyReporter {
  /** The dependency failed (a lost connection, a timeout, a refused connection). */
  failed(dependency: DependencyName, error: unknown): void;
  /** The dependency answered: ends an outage if one was open. */
  answered(dependency: DependencyName): void;
}

export interface DependencyMonitor extends DependencyReporter {
  isDown(dependency: DependencyName): boolean;
}

/**
 * One structured line when a dependency goes (`dependency unavailable`, level error, with the first
 * error's message) and one when it returns (`dependency available again`, level info, with how long
 * it was gone), instead of one line per failed command. Fields: `dependency`, `event`
 * ('dependency-down' | 'dependency-up'), `reason`, `downForMs`.
 */
export function createDependencyMonitor(log: FastifyBaseLogger, now: () => number = Date.now): DependencyMonitor {
  const down = new Map<DependencyName, number>();
  return {
    failed(dependency, error) {
      if (down.has(dependency)) return;
      down.set(dependency, now());
      const reason = error instanceof Error ? error.message : String(error);
      log.error({ dependency, event: 'dependency-down', reason }, 'dependency unavailable');
    },
    answered(dependency) {
      const since = down.get(dependency);
      if (since === undefined) return;
      down.delete(dependency);
      log.info({ dependency, event: 'dependency-up', downForMs: now() - since }, 'dependency available again');
    },
    isDown: (dependency) => down.has(dependency),
  };
}

/** For callers without a monitor (command-line tools): reports go nowhere. */
export const silentReporter: DependencyReporter = { failed() {}, answered() {} };
