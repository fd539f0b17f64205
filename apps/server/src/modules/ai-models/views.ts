import type { AdminAiModel, AiAgent, AiAgentDetail, AiCapability, AiPickerModel, AiProvider } from '@blivion/shared';
import { AI_CAPABILITIES } from '@blivion/shared';
import type { Member } from '../../auth/member.js';
import { toIso } from '../../db/schema.js';
import type { AgentRow } from './agents.repository.js';
import { unavailableReasonOf } from './availability.js';
import type { ModelRow } from './models.repository.js';
import type { ProviderRow } from './providers.repository.js';
import { canManageAgent } from './agent-rules.js';

/** Rows to responses. Never a key: a provider shows only whether it has one and its last four. */

export function providerView(row: ProviderRow): AiProvider {
  return {
    id: String(row.id),
    kind: row.kind as AiProvider['kind'],
    name: row.name,
    baseUrl: row.base_url,
    hasKey: row.key_last_four !== null,
    keyLastFour: row.key_last_four,
    keyStatus: row.key_status as AiProvider['keyStatus'],
    keyFailure: row.key_failure as AiProvider['keyFailure'],
    keyCheckedAt: row.key_checked_at === null ? null : toIso(row.key_checked_at),
    modelCount: Number(row.model_count ?? 0),
  };
}

const KNOWN_CAPABILITIES = new Set<string>(AI_CAPABILITIES);

export function capabilitiesOf(stored: string): AiCapability[] {
  const parsed: unknown = JSON.parse(stored);
  return Array.isArray(parsed) ? parsed.filter((c): c is AiCapability => KNOWN_CAPABILITIES.has(c as string)) : [];
}

export function pickerModelView(row: ModelRow): AiPickerModel {
  const reason = unavailableReasonOf(row);
  return {
    id: String(row.id),
    name: row.name,
    description: row.description,
    providerName: row.provider_name,
    capabilities: capabilitiesOf(row.capabilities),
    kind: row.kind === 'image' ? 'image' : 'llm',
    featured: Boolean(row.featured),
    beta: Boolean(row.beta),
    acceptsImages: Boolean(row.accepts_images),
    priceInputPerMTok: row.price_input_per_mtok,
    priceOutputPerMTok: row.price_output_per_mtok,
    pricePerImage: row.price_per_image,
    contextLimit: row.context_limit,
    maxOutputTokens: row.max_output_tokens,
    membersVisible: Boolean(row.members_visible),
    available: reason === null,
    unavailableReason: reason,
  };
}

export function adminModelView(row: ModelRow): AdminAiModel {
  return {
    ...pickerModelView(row),
    providerId: String(row.provider_id),
    providerKind: row.provider_kind as AdminAiModel['providerKind'],
    providerModelId: row.provider_model_id,
    deletable: Boolean(row.deletable),
    position: row.position,
  };
}

export function agentView(row: AgentRow, member: Member): AiAgent {
  const reason = unavailableReasonOf(row);
  const canManage = canManageAgent(row, member);
  return {
    id: String(row.id),
    scope: row.scope === 'academy' ? 'academy' : 'community',
    name: row.name,
    description: row.description,
    modelId: String(row.model_id),
    modelName: row.model_name,
    modelKind: row.model_kind === 'image' ? 'image' : 'llm',
    isPublic: Boolean(row.is_public),
    featured: Boolean(row.featured),
    creatorName: row.creator_name,
    mine: row.creator_id === member.id,
    canEdit: canManage,
    canDelete: canManage,
    createdAt: toIso(row.created_at),
    available: reason === null,
    unavailableReason: reason,
  };
}

/** The prompt only to who may edit the agent: a community agent's instructions are its creator's. */
export function agentDetailView(row: AgentRow, member: Member): AiAgentDetail {
  const view = agentView(row, member);
  return { ...view, prompt: view.canEdit ? row.prompt : null };
}
