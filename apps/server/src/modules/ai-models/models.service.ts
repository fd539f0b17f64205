import type { AdminAiModel, AiCapability, AiModelKind } from '@blivion/shared';
import { AI_DEFAULT_CONTEXT_LIMIT, AI_DEFAULT_MAX_OUTPUT_TOKENS, AI_MODELS_MAX, translate } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { Updateable } from 'kysely';
import { AppError, fieldError, validationError } from '../../http/app-error.js';
import type { AiModelsTable } from './ai-models.tables.js';
import * as repo from './models.repository.js';
import { findProvider } from './providers.repository.js';
import { adminModelView } from './views.js';

/** A model's fields as the shared schemas give them (ids already numbers). */
export interface ModelFields {
  name?: string | undefined;
  providerId?: number | undefined;
  providerModelId?: string | undefined;
  description?: string | undefined;
  capabilities?: AiCapability[] | undefined;
  kind?: AiModelKind | undefined;
  featured?: boolean | undefined;
  beta?: boolean | undefined;
  priceInputPerMTok?: number | undefined;
  priceOutputPerMTok?: number | undefined;
  pricePerImage?: number | undefined;
  contextLimit?: number | undefined;
  maxOutputTokens?: number | undefined;
  acceptsImages?: boolean | undefined;
  membersVisible?: boolean | undefined;
  position?: number | undefined;
}

async function modelOrNotFound(app: FastifyInstance, id: number) {
  const row = await repo.findModel(app.database.db, id);
  if (!row) throw new AppError('AI_MODEL_NOT_FOUND');
  return row;
}

async function requireProvider(app: FastifyInstance, providerId: number): Promise<void> {
  if (!(await findProvider(app.database.db, providerId))) {
    throw validationError(fieldError('providerId', 'aiLab.models.validation.providerRequired'));
  }
}

export async function listAdminModels(app: FastifyInstance): Promise<AdminAiModel[]> {
  return (await repo.listModels(app.database.db)).map(adminModelView);
}

/** Column values of the fields given (undefined ones left out). */
function columnsOf(fields: ModelFields): Updateable<AiModelsTable> {
  const columns: Updateable<AiModelsTable> = {
    name: fields.name,
    provider_id: fields.providerId,
    provider_model_id: fields.providerModelId,
    description: fields.description,
    capabilities: fields.capabilities === undefined ? undefined : JSON.stringify(fields.capabilities),
    kind: fields.kind,
    featured: fields.featured,
    beta: fields.beta,
    price_input_per_mtok: fields.priceInputPerMTok,
    price_output_per_mtok: fields.priceOutputPerMTok,
    price_per_image: fields.pricePerImage,
    context_limit: fields.contextLimit,
    max_output_tokens: fields.maxOutputTokens,
    accepts_images: fields.acceptsImages,
    members_visible: fields.membersVisible,
    position: fields.position,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
}

/**
 * 'Adicionar modelo': name and provider required; capability Texto, the description 'Modelo
 * personalizado' and the provider's model id = the name unless given. Models an admin adds can be
 * deleted again.
 */
export async function createModel(app: FastifyInstance, fields: ModelFields & { name: string; providerId: number }) {
  await requireProvider(app, fields.providerId);
  const db = app.database.db;
  const id = await db.transaction().execute(async (trx) => {
    if ((await repo.countModels(trx)) >= AI_MODELS_MAX) throw new AppError('AI_MODELS_LIMIT', { max: AI_MODELS_MAX });
    return repo.insertModel(trx, {
      ...columnsOf(fields),
      name: fields.name,
      provider_id: fields.providerId,
      provider_model_id: fields.providerModelId || fields.name,
      description: fields.description || translate('aiLab.settings.defaultDescription'),
      capabilities: JSON.stringify(fields.capabilities?.length ? fields.capabilities : ['text']),
      context_limit: fields.contextLimit ?? AI_DEFAULT_CONTEXT_LIMIT,
      max_output_tokens: fields.maxOutputTokens ?? AI_DEFAULT_MAX_OUTPUT_TOKENS,
      deletable: true,
      position: fields.position ?? (await repo.nextModelPosition(trx)),
    });
  });
  return adminModelView(await modelOrNotFound(app, id));
}

export async function updateModel(app: FastifyInstance, id: number, fields: ModelFields): Promise<AdminAiModel> {
  await modelOrNotFound(app, id);
  if (fields.providerId !== undefined) await requireProvider(app, fields.providerId);
  await repo.updateModel(app.database.db, id, { ...columnsOf(fields), updated_at: app.clock.now() });
  return adminModelView(await modelOrNotFound(app, id));
}

/** Only where the specification allows (Adapta's models and those an admin added), and not under an agent. */
export async function deleteModel(app: FastifyInstance, id: number): Promise<void> {
  const row = await modelOrNotFound(app, id);
  if (!row.deletable) throw new AppError('AI_MODEL_NOT_DELETABLE');
  await app.database.db.transaction().execute(async (trx) => {
    if ((await repo.countAgentsOfModel(trx, id)) > 0) throw new AppError('AI_MODEL_IN_USE');
    await repo.deleteModel(trx, id);
  });
}
