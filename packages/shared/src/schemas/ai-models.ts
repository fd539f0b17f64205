import { z } from 'zod';
import {
  AI_AGENT_DESCRIPTION_MAX,
  AI_AGENT_NAME_MAX,
  AI_AGENT_PROMPT_MAX,
  AI_API_KEY_MAX,
  AI_CONTEXT_LIMIT_MAX,
  AI_MAX_OUTPUT_TOKENS_MAX,
  AI_MODEL_DESCRIPTION_MAX,
  AI_MODEL_NAME_MAX,
  AI_MODEL_PROVIDER_ID_MAX,
  AI_PRICE_MAX,
  AI_PROVIDER_BASE_URL_MAX,
  AI_PROVIDER_NAME_MAX,
} from '../limits-ai.js';
import { recordIdField, textField } from './fields.js';

/**
 * The AI lab's providers, models and agents (issue 15, module ai-models; /work/team/AI-CONTRACT.md).
 * Ids are decimal strings. Messages are catalogue keys (`aiLab.models.validation.*`).
 */

export const AI_PROVIDER_KINDS = ['openai', 'anthropic', 'google', 'openai-compatible'] as const;
export type AiProviderKind = (typeof AI_PROVIDER_KINDS)[number];

export const AI_KEY_STATUSES = ['untested', 'working', 'failing'] as const;
export type AiKeyStatus = (typeof AI_KEY_STATUSES)[number];

/** Why the last test (or a chat) found the key failing; texts `aiLab.models.failure.<reason>`. */
export const AI_KEY_FAILURES = [
  'invalidKey',
  'rateLimited',
  'unreachable',
  'modelNotFound',
  'providerError',
  'addressRefused',
] as const;
export type AiKeyFailure = (typeof AI_KEY_FAILURES)[number];

/** Why the picker shows a model or agent as unavailable; texts `aiLab.models.unavailable.<reason>`. */
export const AI_UNAVAILABLE_REASONS = ['noKey', 'keyFailing'] as const;
export type AiUnavailableReason = (typeof AI_UNAVAILABLE_REASONS)[number];

/** The specification's capabilities (Texto, Imagens, Código, Análise, Multimodal): `aiLab.capabilities.<key>`. */
export const AI_CAPABILITIES = ['text', 'images', 'code', 'analysis', 'multimodal'] as const;
export type AiCapability = (typeof AI_CAPABILITIES)[number];

export const AI_MODEL_KINDS = ['llm', 'image'] as const;
export type AiModelKind = (typeof AI_MODEL_KINDS)[number];

export const AI_AGENT_SCOPES = ['academy', 'community'] as const;
export type AiAgentScope = (typeof AI_AGENT_SCOPES)[number];

// ---- Requests -------------------------------------------------------------------------------

export const aiProviderIdParamsSchema = z.object({ providerId: recordIdField('aiLab.models.validation.idInvalid') });
export const aiModelIdParamsSchema = z.object({ modelId: recordIdField('aiLab.models.validation.idInvalid') });
export const aiAgentIdParamsSchema = z.object({ agentId: recordIdField('aiLab.models.validation.idInvalid') });

/** http(s) only: OpenAI-compatible servers run on https, local ones (Ollama, vLLM) often on http. */
export function aiBaseUrlOf(text: string): string | null {
  if (!URL.canParse(text)) return null;
  const url = new URL(text);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.hostname === '' || url.username !== '' || url.password !== '') return null;
  if (url.search !== '' || url.hash !== '') return null;
  return url.toString().replace(/\/+$/, '');
}

const providerNameField = textField('aiLab.models.validation.providerNameRequired')
  .trim()
  .min(1, 'aiLab.models.validation.providerNameRequired')
  .max(AI_PROVIDER_NAME_MAX, 'aiLab.models.validation.providerNameTooLong');

const baseUrlField = textField('aiLab.models.validation.baseUrlInvalid')
  .trim()
  .max(AI_PROVIDER_BASE_URL_MAX, 'aiLab.models.validation.baseUrlInvalid')
  .refine((text) => text === '' || aiBaseUrlOf(text) !== null, 'aiLab.models.validation.baseUrlInvalid')
  .transform((text) => (text === '' ? null : aiBaseUrlOf(text)));

const providerKindField = z.enum(AI_PROVIDER_KINDS, { error: 'aiLab.models.validation.providerKindRequired' });

/** A provider: the base URL is optional for OpenAI, Anthropic and Google, required for compatible ones. */
export const createAiProviderSchema = z
  .strictObject({ kind: providerKindField, name: providerNameField, baseUrl: baseUrlField.nullish() })
  .refine((body) => body.kind !== 'openai-compatible' || (body.baseUrl ?? null) !== null, {
    message: 'aiLab.models.validation.baseUrlRequired',
    path: ['baseUrl'],
  });
export type CreateAiProviderInput = z.input<typeof createAiProviderSchema>;

export const updateAiProviderSchema = z.strictObject({
  name: providerNameField.optional(),
  baseUrl: baseUrlField.nullish(),
});
export type UpdateAiProviderInput = z.input<typeof updateAiProviderSchema>;

/** The key as pasted; only its last four characters ever come back. */
export const saveAiKeySchema = z.strictObject({
  apiKey: textField('aiLab.models.validation.apiKeyRequired')
    .trim()
    .min(1, 'aiLab.models.validation.apiKeyRequired')
    .max(AI_API_KEY_MAX, 'aiLab.models.validation.apiKeyInvalid')
    .regex(/^[\x21-\x7e]+$/, 'aiLab.models.validation.apiKeyInvalid'),
});
export type SaveAiKeyInput = z.input<typeof saveAiKeySchema>;

const modelNameField = textField('aiLab.models.validation.modelNameRequired')
  .trim()
  .min(1, 'aiLab.models.validation.modelNameRequired')
  .max(AI_MODEL_NAME_MAX, 'aiLab.models.validation.modelNameTooLong');
const providerModelIdField = textField('aiLab.models.validation.providerModelIdInvalid')
  .trim()
  .max(AI_MODEL_PROVIDER_ID_MAX, 'aiLab.models.validation.providerModelIdInvalid');
const modelDescriptionField = textField('aiLab.models.validation.descriptionTooLong')
  .trim()
  .max(AI_MODEL_DESCRIPTION_MAX, 'aiLab.models.validation.descriptionTooLong');
const capabilitiesField = z
  .array(z.enum(AI_CAPABILITIES, { error: 'aiLab.models.validation.capabilityInvalid' }), {
    error: 'aiLab.models.validation.capabilityInvalid',
  })
  .max(AI_CAPABILITIES.length, 'aiLab.models.validation.capabilityInvalid')
  .transform((list) => [...new Set(list)]);
const wholeNumber = (max: number, key: string) => z.number({ error: key }).int(key).min(0, key).max(max, key);
const priceField = wholeNumber(AI_PRICE_MAX, 'aiLab.models.validation.priceInvalid');
const contextField = wholeNumber(AI_CONTEXT_LIMIT_MAX, 'aiLab.models.validation.contextLimitInvalid').min(
  1,
  'aiLab.models.validation.contextLimitInvalid',
);
const maxOutputField = wholeNumber(AI_MAX_OUTPUT_TOKENS_MAX, 'aiLab.models.validation.maxOutputInvalid').min(
  1,
  'aiLab.models.validation.maxOutputInvalid',
);
const flag = z.boolean({ error: 'validation.invalidValue' });

/** What a model has besides its name and provider; every field optional (defaults on creation). */
const modelSettingsShape = {
  description: modelDescriptionField.optional(),
  capabilities: capabilitiesField.optional(),
  kind: z.enum(AI_MODEL_KINDS, { error: 'validation.invalidValue' }).optional(),
  featured: flag.optional(),
  beta: flag.optional(),
  priceInputPerMTok: priceField.optional(),
  priceOutputPerMTok: priceField.optional(),
  pricePerImage: priceField.optional(),
  contextLimit: contextField.optional(),
  maxOutputTokens: maxOutputField.optional(),
  acceptsImages: flag.optional(),
  /** 'Visível para os membros': off, the model is only in the admins' lists (decision 0115). */
  membersVisible: flag.optional(),
  position: wholeNumber(1_000_000, 'validation.invalidValue').optional(),
};

/**
 * 'Adicionar modelo': name and provider required; the rest has defaults (capability Texto, the
 * description 'Modelo personalizado', the provider's model id = the name, the AI_DEFAULT_ limits).
 */
export const createAiModelSchema = z.strictObject({
  name: modelNameField,
  providerId: recordIdField('aiLab.models.validation.providerRequired'),
  providerModelId: providerModelIdField.optional(),
  ...modelSettingsShape,
});
export type CreateAiModelInput = z.input<typeof createAiModelSchema>;

export const updateAiModelSchema = z.strictObject({
  name: modelNameField.optional(),
  providerId: recordIdField('aiLab.models.validation.providerRequired').optional(),
  providerModelId: providerModelIdField.min(1, 'aiLab.models.validation.providerModelIdInvalid').optional(),
  ...modelSettingsShape,
});
export type UpdateAiModelInput = z.input<typeof updateAiModelSchema>;

const requiredAll = 'aiLab.agentDialog.requiredAll';
const agentText = (max: number, tooLong: string) => textField(requiredAll).trim().min(1, requiredAll).max(max, tooLong);

/** 'Criar Novo Agente': every field required ('Por favor, preencha todos os campos'). */
export const createAiAgentSchema = z.strictObject({
  scope: z.enum(AI_AGENT_SCOPES, { error: requiredAll }),
  name: agentText(AI_AGENT_NAME_MAX, 'aiLab.models.validation.agentNameTooLong'),
  description: agentText(AI_AGENT_DESCRIPTION_MAX, 'aiLab.models.validation.descriptionTooLong'),
  prompt: agentText(AI_AGENT_PROMPT_MAX, 'aiLab.models.validation.promptTooLong'),
  modelId: recordIdField(requiredAll),
  /** Ignored for academy agents, which are always public. */
  isPublic: z.boolean({ error: requiredAll }),
});
export type CreateAiAgentInput = z.input<typeof createAiAgentSchema>;

export const updateAiAgentSchema = z.strictObject({
  name: agentText(AI_AGENT_NAME_MAX, 'aiLab.models.validation.agentNameTooLong').optional(),
  description: agentText(AI_AGENT_DESCRIPTION_MAX, 'aiLab.models.validation.descriptionTooLong').optional(),
  prompt: agentText(AI_AGENT_PROMPT_MAX, 'aiLab.models.validation.promptTooLong').optional(),
  modelId: recordIdField(requiredAll).optional(),
  isPublic: z.boolean({ error: requiredAll }).optional(),
});
export type UpdateAiAgentInput = z.input<typeof updateAiAgentSchema>;

// ---- Responses ------------------------------------------------------------------------------

/** A provider as the admin screen shows it: never its key, only whether it has one and the last four. */
export const aiProviderSchema = z.object({
  id: z.string(),
  kind: z.enum(AI_PROVIDER_KINDS),
  name: z.string(),
  baseUrl: z.string().nullable(),
  hasKey: z.boolean(),
  keyLastFour: z.string().nullable(),
  keyStatus: z.enum(AI_KEY_STATUSES),
  keyFailure: z.enum(AI_KEY_FAILURES).nullable(),
  keyCheckedAt: z.string().nullable(),
  modelCount: z.number().int(),
});
export type AiProvider = z.infer<typeof aiProviderSchema>;
export const aiProviderListSchema = z.object({ providers: z.array(aiProviderSchema) });
export type AiProviderList = z.infer<typeof aiProviderListSchema>;

const availabilityShape = {
  available: z.boolean(),
  unavailableReason: z.enum(AI_UNAVAILABLE_REASONS).nullable(),
};

/** What the picker and the admin list share about a model. */
const modelShape = {
  id: z.string(),
  name: z.string(),
  description: z.string(),
  providerName: z.string(),
  capabilities: z.array(z.enum(AI_CAPABILITIES)),
  kind: z.enum(AI_MODEL_KINDS),
  featured: z.boolean(),
  beta: z.boolean(),
  acceptsImages: z.boolean(),
  priceInputPerMTok: z.number().int(),
  priceOutputPerMTok: z.number().int(),
  pricePerImage: z.number().int(),
  contextLimit: z.number().int(),
  maxOutputTokens: z.number().int(),
  /** False only in the admins' lists: members never receive a hidden model. */
  membersVisible: z.boolean(),
  ...availabilityShape,
};

export const aiPickerModelSchema = z.object(modelShape);
export type AiPickerModel = z.infer<typeof aiPickerModelSchema>;

export const adminAiModelSchema = z.object({
  ...modelShape,
  providerId: z.string(),
  providerKind: z.enum(AI_PROVIDER_KINDS),
  providerModelId: z.string(),
  deletable: z.boolean(),
  position: z.number().int(),
});
export type AdminAiModel = z.infer<typeof adminAiModelSchema>;
export const adminAiModelListSchema = z.object({ models: z.array(adminAiModelSchema) });
export type AdminAiModelList = z.infer<typeof adminAiModelListSchema>;

/** An agent as lists show it; the prompt only to who may edit it (see aiAgentDetailSchema). */
export const aiAgentSchema = z.object({
  id: z.string(),
  scope: z.enum(AI_AGENT_SCOPES),
  name: z.string(),
  description: z.string(),
  modelId: z.string(),
  modelName: z.string(),
  modelKind: z.enum(AI_MODEL_KINDS),
  isPublic: z.boolean(),
  featured: z.boolean(),
  /** Null for the seed's agents, which no member created. */
  creatorName: z.string().nullable(),
  mine: z.boolean(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  createdAt: z.string(),
  ...availabilityShape,
});
export type AiAgent = z.infer<typeof aiAgentSchema>;

export const aiAgentDetailSchema = aiAgentSchema.extend({ prompt: z.string().nullable() });
export type AiAgentDetail = z.infer<typeof aiAgentDetailSchema>;
export const aiAgentListSchema = z.object({ agents: z.array(aiAgentSchema) });
export type AiAgentList = z.infer<typeof aiAgentListSchema>;

/** A model or an agent to talk to, as responses name it (requests use aiChatTargetRefSchema). */
export const aiTargetRefResponseSchema = z.object({ type: z.enum(['model', 'agent']), id: z.string() });
export type AiTargetRef = z.infer<typeof aiTargetRefResponseSchema>;

/** GET /api/ai/models: what the member may pick, and the default of 'Novo Chat'. */
export const aiPickerSchema = z.object({
  models: z.array(aiPickerModelSchema),
  agents: z.array(aiAgentSchema),
  defaultRef: aiTargetRefResponseSchema.nullable(),
});
export type AiPicker = z.infer<typeof aiPickerSchema>;
