/**
 * A failure of a store the app depends on (PostgreSQL, Redis, object storage) rather than of the
 * request or of our code: answered as 503 DEPENDENCY_UNAVAILABLE (plugins/error-handler.ts) and
 * reported once per outage by the dependency monitor (dependency-monitor.ts).
 */
export type DependencyName = 'database' | 'redis' | 'storage';

const DEPENDENCY = Symbol('blivion.dependency');

/** Tags `error` as a failure of `dependency` (the one place that knows it, the client wrapper, calls this). */
export function markDependencyFailure<E>(error: E, dependency: DependencyName): E {
  if (error !== null && typeof error === 'object') {
    Object.defineProperty(error, DEPENDENCY, { value: dependency, enumerable: false, configurable: true });
  }
  return error;
}

/** The dependency whose failure `error` is, or null when it is anything else. */
export function failedDependency(error: unknown): DependencyName | null {
  if (error === null || typeof error !== 'object') return null;
  const tagged = (error as { [DEPENDENCY]?: DependencyName })[DEPENDENCY];
  if (tagged) return tagged;
  // ioredis's own errors are recognisable wherever they are thrown (rate limits, event bus, ...).
  if (isIoredisFailure(error)) return 'redis';
  const cause = (error as { cause?: unknown }).cause;
  return cause && cause !== error ? failedDependency(cause) : null;
}

/** Socket-level errors: the store is unreachable, whatever the store is. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

/**
 * PostgreSQL errors that say the server (not the statement) failed: connection exceptions (class
 * 08), shutdown and crash (57P01–57P03), too many connections (53300), a statement cancelled by
 * statement_timeout (57014), and node-postgres's own messages for a lost, closed or silent
 * connection. Sources: PostgreSQL's "Appendix A. Error Codes"; node-postgres lib/client.js.
 */
export function isPostgresConnectionFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code)) return true;
    if (code.startsWith('08') || ['57P01', '57P02', '57P03', '53300', '57014'].includes(code)) return true;
  }
  return /Connection terminated|Query read timeout|timeout exceeded when trying to connect|not queryable|Connection ended/i.test(
    error.message,
  );
}

/**
 * ioredis errors of an unreachable Redis: its closed-connection, command-timeout, offline-queue and
 * retries-exhausted errors, and socket errors. A ReplyError (Redis refused the command) is not one.
 */
export function isRedisConnectionFailure(error: unknown): boolean {
  if (isIoredisFailure(error)) return true;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' && NETWORK_CODES.has(code);
}

/** The messages ioredis (lib/Redis.ts, lib/Command.ts) gives a command that could not reach Redis. */
function isIoredisFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'MaxRetriesPerRequestError') return true;
  return /^(Connection is closed|Command timed out|Stream isn't writeable and enableOfflineQueue options is false)/.test(
    error.message,
  );
}

/** Socket-level failures of an HTTP client (the S3 client): the storage is unreachable. */
export function isNetworkFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
  const cause = (error as { cause?: unknown }).cause;
  return cause !== undefined && cause !== error && isNetworkFailure(cause);
}
