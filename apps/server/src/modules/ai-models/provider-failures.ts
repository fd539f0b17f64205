import type { AiKeyFailure } from '@blivion/shared';
import { APICallError, RetryError } from 'ai';
import { isOutboundRefusal } from '../../http/outbound.js';

/** Google answers a bad key with 400 and the reason API_KEY_INVALID, not with 401. */
const GOOGLE_BAD_KEY = /API_KEY_INVALID|API key not valid/i;

/** What a provider's HTTP status says about the key, the model or the provider. */
export function failureOfStatus(status: number | undefined, body = ''): AiKeyFailure {
  if (status === undefined) return 'unreachable';
  if (status === 401 || status === 403 || (status === 400 && GOOGLE_BAD_KEY.test(body))) return 'invalidKey';
  if (status === 429) return 'rateLimited';
  if (status === 404) return 'modelNotFound';
  return 'providerError';
}

/**
 * Why a call to a provider failed, from the AI SDK's error (retries unwrapped). No status means the
 * provider could not be reached (connection refused, DNS, time-out).
 */
export function providerFailureOf(error: unknown): AiKeyFailure {
  if (RetryError.isInstance(error)) return providerFailureOf(error.lastError);
  if (isOutboundRefusal(error)) return 'addressRefused';
  if (APICallError.isInstance(error)) return failureOfStatus(error.statusCode, error.responseBody ?? '');
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'unreachable';
  if (error instanceof TypeError) return 'unreachable';
  return 'providerError';
}
