import { APICallError, RetryError } from 'ai';

/** The reasons a reply fails, each a text of aiLab.conversations.errors. */
export type ReplyErrorCode =
  | 'badKey'
  | 'rateLimited'
  | 'contextTooLong'
  | 'unavailable'
  | 'timedOut'
  | 'generic'
  /** Stored by the hold sweep for a reply a crash cut (interrupted-replies.ts); never a stream's error. */
  | 'interrupted';

const CONTEXT_TOO_LONG =
  /context[_ ]length|maximum context|too many tokens|prompt is too long|exceeds the (maximum|context)|token limit/i;

/** What went wrong, from the provider's answer; nothing of the request (prompt, key) is read. */
export function replyErrorCode(error: unknown): ReplyErrorCode {
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(cause)) {
    const status = cause.statusCode ?? 0;
    if (status === 401 || status === 403) return 'badKey';
    if (status === 429) return 'rateLimited';
    if (
      (status === 400 || status === 413 || status === 422) &&
      CONTEXT_TOO_LONG.test(cause.responseBody ?? cause.message)
    )
      return 'contextTooLong';
    if (status >= 500 || status === 0) return 'unavailable';
    return 'generic';
  }
  if (
    cause instanceof Error &&
    /ECONNREFUSED|ENOTFOUND|ETIMEDOUT|ECONNRESET|fetch failed/i.test(`${cause.message} ${String(cause.cause ?? '')}`)
  )
    return 'unavailable';
  return 'generic';
}

/** The HTTP status the provider answered, for the log (never its body, which may echo the prompt). */
export function providerStatus(error: unknown): number | null {
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  return APICallError.isInstance(cause) ? (cause.statusCode ?? null) : null;
}
