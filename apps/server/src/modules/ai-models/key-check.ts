import type { AiKeyFailure } from '@blivion/shared';
import { AI_TEST_CONNECTION_TIMEOUT_MS } from '@blivion/shared';
import { generateText } from 'ai';
import type { ProviderAccess } from './provider-clients.js';
import { authHeadersOf, baseUrlOf, languageModelOf } from './provider-clients.js';
import { failureOfStatus, providerFailureOf } from './provider-failures.js';

/**
 * 'Testar conexão': a real call to the provider. With a chat model, the smallest completion through
 * the same AI SDK client the chat uses (it proves the key and the model id); a provider with image
 * models only gets its model list asked for (free, and it proves the key). Null: the key works.
 */
export async function checkProviderKey(
  access: ProviderAccess,
  chatModelId: string | null,
): Promise<AiKeyFailure | null> {
  const abortSignal = AbortSignal.timeout(AI_TEST_CONNECTION_TIMEOUT_MS);
  try {
    if (chatModelId !== null) {
      await generateText({
        model: languageModelOf(access, chatModelId),
        prompt: 'ping',
        maxOutputTokens: 16,
        maxRetries: 0,
        abortSignal,
      });
      return null;
    }
    const response = await access.fetch(`${baseUrlOf(access)}/models`, {
      headers: authHeadersOf(access),
      signal: abortSignal,
    });
    const body = response.ok ? '' : await response.text();
    return response.ok ? null : failureOfStatus(response.status, body);
  } catch (error) {
    return providerFailureOf(error);
  }
}
