import type { AiKeyFailure } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { loadSealedKey, updateProvider } from './providers.repository.js';

/** Bound into every sealed key: a value sealed for one provider row cannot be opened as another's. */
const purposeOf = (providerId: number) => `ai-provider-key:${providerId}`;

export function sealProviderKey(app: FastifyInstance, providerId: number, apiKey: string): string {
  return app.secretBox.seal(apiKey, purposeOf(providerId));
}

/** The provider's key as stored (sealed); 409 when it has none. */
export async function sealedProviderKey(app: FastifyInstance, providerId: number): Promise<string> {
  const sealed = await loadSealedKey(app.database.db, providerId);
  if (sealed === null) throw new AppError('AI_PROVIDER_KEY_MISSING');
  return sealed;
}

/** A sealed key in the clear, for calling the provider. Never log what this returns. */
export function openSealedKey(app: FastifyInstance, providerId: number, sealed: string): string {
  return app.secretBox.open(sealed, purposeOf(providerId));
}

/** The provider's key in the clear, for one call; 409 when it has none. Never log what this returns. */
export async function openProviderKey(app: FastifyInstance, providerId: number): Promise<string> {
  return openSealedKey(app, providerId, await sealedProviderKey(app, providerId));
}

/** The outcome of a key check (test connection, or a chat the provider refused): null is working. */
export async function recordKeyCheck(app: FastifyInstance, providerId: number, failure: AiKeyFailure | null) {
  const now = app.clock.now();
  await updateProvider(app.database.db, providerId, {
    key_status: failure === null ? 'working' : 'failing',
    key_failure: failure,
    key_checked_at: now,
    updated_at: now,
  });
}
