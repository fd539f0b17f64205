import type { ImageModelV4, LanguageModelV4, SharedV4ProviderOptions } from '@ai-sdk/provider';
import type { AiKeyFailure, AiProviderKind } from '@blivion/shared';
import { isStaff, translate } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { Member } from '../../auth/member.js';
import { AppError } from '../../http/app-error.js';
import type { AgentRow } from './agents.repository.js';
import { findVisibleAgent, listVisibleAgents } from './agents.repository.js';
import { unavailableReasonOf } from './availability.js';
import type { ModelRow } from './models.repository.js';
import { findModel, listModels } from './models.repository.js';
import type { ProviderAccess } from './provider-clients.js';
import { outboundFetch } from '../../http/outbound.js';
import { imageModelOf, languageModelOf, reusedLanguageModel } from './provider-clients.js';
import { openSealedKey, recordKeyCheck, sealedProviderKey } from './provider-keys.js';

export { providerFailureOf } from './provider-failures.js';

export interface ChatRef {
  type: 'model' | 'agent';
  id: number;
}

/** What ai-chat and ai-files need to call a model or an agent for a member (AI-CONTRACT.md). */
export interface ChatTarget {
  ref: ChatRef;
  /** Shown as 'Conversando com {model}': the agent's name for an agent. */
  displayName: string;
  model: {
    id: number;
    name: string;
    kind: 'llm' | 'image';
    acceptsImages: boolean;
    contextLimit: number;
    maxOutputTokens: number;
    priceInputPerMTok: number;
    priceOutputPerMTok: number;
    pricePerImage: number;
  };
  provider: { id: number; kind: AiProviderKind; name: string };
  /** The agent's prompt; null for a model. */
  systemPrompt: string | null;
  /** The AI SDK model, with the provider's key (never logged; reused while the key stays the same). */
  languageModel(): LanguageModelV4;
  /** Only for kind 'image' (OpenAI and OpenAI-compatible images endpoints). */
  imageModel(): ImageModelV4;
  providerOptions: SharedV4ProviderOptions;
}

function unavailable(reason: 'noKey' | 'keyFailing' | 'hidden'): AppError {
  const error = new AppError('AI_MODEL_UNAVAILABLE', { reason });
  error.message = translate(`aiLab.models.unavailable.${reason}`);
  return error;
}

function targetOf(ref: ChatRef, model: ModelRow, agent: AgentRow | null, sealedKey: string, app: FastifyInstance) {
  const kind = model.kind === 'image' ? 'image' : 'llm';
  const providerKind = model.provider_kind as AiProviderKind;
  const access = (): ProviderAccess => ({
    kind: providerKind,
    baseUrl: model.provider_base_url,
    apiKey: openSealedKey(app, model.provider_id, sealedKey),
    fetch: outboundFetch(app.config.outboundAllow),
  });
  const reuseKey = JSON.stringify([
    model.provider_id,
    providerKind,
    model.provider_base_url,
    model.provider_model_id,
    sealedKey,
    app.config.outboundAllow.text,
  ]);
  const languageModel = () => reusedLanguageModel(reuseKey, () => languageModelOf(access(), model.provider_model_id));
  // Built (and the key opened) now, so that a key this server cannot open fails before any credit is held.
  if (kind === 'llm') languageModel();
  return {
    ref,
    displayName: agent ? agent.name : model.name,
    model: {
      id: model.id,
      name: model.name,
      kind,
      acceptsImages: Boolean(model.accepts_images),
      contextLimit: model.context_limit,
      maxOutputTokens: model.max_output_tokens,
      priceInputPerMTok: model.price_input_per_mtok,
      priceOutputPerMTok: model.price_output_per_mtok,
      pricePerImage: model.price_per_image,
    },
    provider: { id: model.provider_id, kind: providerKind, name: model.provider_name },
    systemPrompt: agent ? agent.prompt : null,
    languageModel,
    imageModel: () => {
      if (kind !== 'image') throw new Error(`model ${model.id} is not an image model`);
      return imageModelOf(access(), model.provider_model_id);
    },
    providerOptions: {},
  } satisfies ChatTarget;
}

/**
 * The model or agent a member asked for, ready to call. 404 NOT_FOUND when it does not exist or
 * the member may not see it (someone else's private agent); 409 AI_MODEL_UNAVAILABLE, naming the
 * reason, when its provider has no key or a failing one, or when a member names a model the admins
 * hid ('hidden').
 */
export async function resolveChatTarget(app: FastifyInstance, member: Member, ref: ChatRef): Promise<ChatTarget> {
  const db = app.database.db;
  const agent = ref.type === 'agent' ? ((await findVisibleAgent(db, ref.id, member.id)) ?? null) : null;
  if (ref.type === 'agent' && agent === null) throw new AppError('NOT_FOUND');
  const model = await findModel(db, agent ? agent.model_id : ref.id);
  if (!model) throw new AppError('NOT_FOUND');
  // A model the admins hid is refused to a member who names it; an agent built on it still answers.
  if (ref.type === 'model' && !model.members_visible && !isStaff(member.role)) throw unavailable('hidden');
  const reason = unavailableReasonOf(model);
  if (reason !== null) throw unavailable(reason);
  return targetOf(ref, model, agent, await sealedProviderKey(app, model.provider_id), app);
}

/** 'Novo Chat' without a choice: the first model (in the admin's order) that can answer, or null. */
export async function defaultChatRef(app: FastifyInstance, member: Member): Promise<ChatRef | null> {
  const models = await listModels(app.database.db);
  const staff = isStaff(member.role);
  const model = models.find(
    (row) => row.kind === 'llm' && unavailableReasonOf(row) === null && (staff || Boolean(row.members_visible)),
  );
  if (model) return { type: 'model', id: model.id };
  const agents = await listVisibleAgents(app.database.db, member.id);
  const agent = agents.find((row) => row.model_kind === 'llm' && unavailableReasonOf(row) === null);
  return agent ? { type: 'agent', id: agent.id } : null;
}

/**
 * For ai-chat: a provider refused the key during a chat (401): the models of that provider show as
 * unavailable until an admin saves a new key or tests it again. Other failures leave the key alone.
 */
export async function reportProviderFailure(app: FastifyInstance, providerId: number, failure: AiKeyFailure) {
  if (failure !== 'invalidKey') return;
  await recordKeyCheck(app, providerId, failure);
}
