import type { AiProvider, AiProviderKind } from '@blivion/shared';
import { lastFour } from '../../crypto/secret-box.js';
import type { FastifyInstance } from 'fastify';
import { AppError, fieldError, validationError } from '../../http/app-error.js';
import { assertOutboundHost, OutboundAddressRefused, outboundFetch } from '../../http/outbound.js';
import { checkProviderKey } from './key-check.js';
import { firstLlmModelOfProvider } from './models.repository.js';
import { openProviderKey, recordKeyCheck, sealProviderKey } from './provider-keys.js';
import * as repo from './providers.repository.js';
import { providerView } from './views.js';

interface CreateInput {
  kind: AiProviderKind;
  name: string;
  baseUrl?: string | null | undefined;
}

async function providerOrNotFound(app: FastifyInstance, id: number) {
  const row = await repo.findProvider(app.database.db, id);
  if (!row) throw new AppError('AI_PROVIDER_NOT_FOUND');
  return row;
}

export async function listProviderViews(app: FastifyInstance): Promise<AiProvider[]> {
  return (await repo.listProviders(app.database.db)).map(providerView);
}

export async function getProvider(app: FastifyInstance, id: number): Promise<AiProvider> {
  return providerView(await providerOrNotFound(app, id));
}

/**
 * Refuses a base URL whose host is, or resolves to, an address off the public internet (loopback,
 * private, link-local…) unless OUTBOUND_ALLOW_PRIVATE allows it. Each call checks again at connect
 * time (http/outbound.ts); this tells the admin at once.
 */
async function assertPublicBaseUrl(app: FastifyInstance, baseUrl: string | null | undefined): Promise<void> {
  if (baseUrl === null || baseUrl === undefined) return;
  try {
    await assertOutboundHost(new URL(baseUrl).hostname, app.config.outboundAllow);
  } catch (error) {
    if (error instanceof OutboundAddressRefused) {
      throw validationError(fieldError('baseUrl', 'aiLab.models.validation.baseUrlPrivate'));
    }
    throw error;
  }
}

export async function createProvider(app: FastifyInstance, input: CreateInput): Promise<AiProvider> {
  await assertPublicBaseUrl(app, input.baseUrl);
  const db = app.database.db;
  const id = await db.transaction().execute(async (trx) =>
    repo.insertProvider(trx, {
      kind: input.kind,
      name: input.name,
      base_url: input.baseUrl ?? null,
      position: await repo.nextProviderPosition(trx),
    }),
  );
  return getProvider(app, id);
}

/** A new base URL is a new endpoint: the key is tried again ('untested'). */
export async function updateProvider(
  app: FastifyInstance,
  id: number,
  input: { name?: string | undefined; baseUrl?: string | null | undefined },
): Promise<AiProvider> {
  const row = await providerOrNotFound(app, id);
  const baseUrlChanged = input.baseUrl !== undefined && input.baseUrl !== row.base_url;
  if (baseUrlChanged && input.baseUrl === null && (row.kind as AiProviderKind) === 'openai-compatible') {
    throw validationError(fieldError('baseUrl', 'aiLab.models.validation.baseUrlRequired'));
  }
  if (baseUrlChanged) await assertPublicBaseUrl(app, input.baseUrl);
  await repo.updateProvider(app.database.db, id, {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(baseUrlChanged
      ? { base_url: input.baseUrl, key_status: 'untested', key_failure: null, key_checked_at: null }
      : {}),
    updated_at: app.clock.now(),
  });
  return getProvider(app, id);
}

export async function deleteProvider(app: FastifyInstance, id: number): Promise<void> {
  const row = await providerOrNotFound(app, id);
  if (Number(row.model_count ?? 0) > 0) throw new AppError('AI_PROVIDER_IN_USE');
  await repo.deleteProvider(app.database.db, id);
}

/** 'API Key salva': sealed with app.secretBox; only the last four stay readable. */
export async function saveProviderKey(app: FastifyInstance, id: number, apiKey: string): Promise<AiProvider> {
  await providerOrNotFound(app, id);
  await repo.updateProvider(app.database.db, id, {
    api_key_sealed: sealProviderKey(app, id, apiKey),
    key_last_four: lastFour(apiKey),
    key_status: 'untested',
    key_failure: null,
    key_checked_at: null,
    updated_at: app.clock.now(),
  });
  return getProvider(app, id);
}

export async function deleteProviderKey(app: FastifyInstance, id: number): Promise<AiProvider> {
  await providerOrNotFound(app, id);
  await repo.updateProvider(app.database.db, id, {
    api_key_sealed: null,
    key_last_four: null,
    key_status: 'untested',
    key_failure: null,
    key_checked_at: null,
    updated_at: app.clock.now(),
  });
  return getProvider(app, id);
}

/** Test connection: a real call with the stored key; the outcome is recorded and shown to the admin. */
export async function testProviderConnection(app: FastifyInstance, id: number): Promise<AiProvider> {
  const row = await providerOrNotFound(app, id);
  const apiKey = await openProviderKey(app, id);
  const chatModel = await firstLlmModelOfProvider(app.database.db, id);
  const access = {
    kind: row.kind as AiProviderKind,
    baseUrl: row.base_url,
    apiKey,
    fetch: outboundFetch(app.config.outboundAllow),
  };
  const failure = await checkProviderKey(access, chatModel?.provider_model_id ?? null);
  await recordKeyCheck(app, id, failure);
  if (failure !== null) app.log.info({ providerId: id, failure }, 'ai provider key check failed');
  return getProvider(app, id);
}
