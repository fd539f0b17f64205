import type { FakeDirectives, FakeFailure } from './directives.js';
import type { FakeExchange } from './exchange.js';

/** The error this request gets, if any: a refused key first, then a scripted failure, then a prompt too long. */
export function failureOf(exchange: FakeExchange, directives: FakeDirectives): FakeFailure | null {
  if (exchange.keyRejected()) return 401;
  if (directives.fail !== null) return directives.fail;
  if (directives.contextLimit !== null && exchange.record.inputTokens > directives.contextLimit) return 400;
  return null;
}
