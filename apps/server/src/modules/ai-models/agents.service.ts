import type { AiAgent, AiAgentDetail, AiAgentScope, AiPicker } from '@blivion/shared';
import { AI_AGENT_CREATE_PER_HOUR, errorText, isStaff } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { Member } from '../../auth/member.js';
import { toDate } from '../../db/schema.js';
import { AppError, fieldError, validationError } from '../../http/app-error.js';
import { canManageAgent } from './agent-rules.js';
import * as repo from './agents.repository.js';
import { defaultChatRef } from './ai-targets.js';
import { findModel, listModels } from './models.repository.js';
import { agentDetailView, agentView, pickerModelView } from './views.js';

export interface AgentFields {
  name: string;
  description: string;
  prompt: string;
  modelId: number;
  isPublic: boolean;
}

const HOUR_MS = 60 * 60 * 1000;

/** The landing's 'aiAgents' counter: agents every member can use (academy ones and public community ones). */
export async function publicAgentCount(app: FastifyInstance): Promise<number> {
  return repo.countPublicAgents(app.database.db);
}

/**
 * GET /api/ai/models and the default of 'Novo Chat'. Admin and master get every model and agent
 * they may see, each with why it cannot answer and whether members see it; a member gets only what
 * they can use: visible models whose provider answers, and agents whose provider answers (an agent
 * on a hidden model stays usable, decision 0115).
 */
export async function picker(app: FastifyInstance, member: Member): Promise<AiPicker> {
  const db = app.database.db;
  const [models, agents, defaultRef] = await Promise.all([
    listModels(db),
    repo.listVisibleAgents(db, member.id),
    defaultChatRef(app, member),
  ]);
  const staff = isStaff(member.role);
  const modelViews = models.map(pickerModelView);
  const agentViews = agents.map((row) => agentView(row, member));
  return {
    models: staff ? modelViews : modelViews.filter((model) => model.membersVisible && model.available),
    agents: staff ? agentViews : agentViews.filter((agent) => agent.available),
    defaultRef: defaultRef === null ? null : { type: defaultRef.type, id: String(defaultRef.id) },
  };
}

/** A private agent of someone else is not found, exactly like one that does not exist. */
async function visibleAgent(app: FastifyInstance, member: Member, id: number) {
  const row = await repo.findVisibleAgent(app.database.db, id, member.id);
  if (!row) throw new AppError('AI_AGENT_NOT_FOUND');
  return row;
}

export async function getAgent(app: FastifyInstance, member: Member, id: number): Promise<AiAgentDetail> {
  return agentDetailView(await visibleAgent(app, member, id), member);
}

/** The base model exists and, for a member, is one the admins left visible. */
async function requireBaseModel(app: FastifyInstance, member: Member, modelId: number): Promise<void> {
  const model = await findModel(app.database.db, modelId);
  if (!model) throw validationError(fieldError('modelId', 'aiLab.agentDialog.requiredAll'));
  if (!model.members_visible && !isStaff(member.role)) {
    throw validationError(fieldError('modelId', 'aiLab.models.validation.modelHidden'));
  }
}

/** 429 when the member created AI_AGENT_CREATE_PER_HOUR agents in the last hour, with the minutes to wait. */
async function checkCreationRate(app: FastifyInstance, member: Member, now: Date): Promise<void> {
  const since = new Date(now.getTime() - HOUR_MS);
  const db = app.database.db;
  if ((await repo.countAgentsCreatedSince(db, member.id, since)) < AI_AGENT_CREATE_PER_HOUR) return;
  const oldest = toDate(await repo.oldestAgentCreatedSince(db, member.id, since)) ?? now;
  const minutes = Math.max(1, Math.ceil((oldest.getTime() + HOUR_MS - now.getTime()) / 60_000));
  const error = new AppError('AI_AGENT_TOO_MANY', { minutes, retryAfterSeconds: minutes * 60 });
  error.message = errorText('AI_AGENT_TOO_MANY', { minutes });
  throw error;
}

/** 'Criar Novo Agente': community by any member with the AI lab, academy (always public) by admin and master. */
export async function createAgent(
  app: FastifyInstance,
  member: Member,
  scope: AiAgentScope,
  fields: AgentFields,
): Promise<AiAgentDetail> {
  if (scope === 'academy' && !isStaff(member.role)) throw new AppError('AI_ACADEMY_AGENTS_STAFF_ONLY');
  await requireBaseModel(app, member, fields.modelId);
  const now = app.clock.now();
  await checkCreationRate(app, member, now);
  const id = await repo.insertAgent(app.database.db, {
    scope,
    creator_id: member.id,
    name: fields.name,
    description: fields.description,
    prompt: fields.prompt,
    model_id: fields.modelId,
    is_public: scope === 'academy' ? true : fields.isPublic,
    created_at: now,
    updated_at: now,
  });
  return getAgent(app, member, id);
}

async function manageableAgent(app: FastifyInstance, member: Member, id: number) {
  const row = await visibleAgent(app, member, id);
  if (canManageAgent(row, member)) return row;
  throw new AppError(row.scope === 'academy' ? 'AI_ACADEMY_AGENTS_STAFF_ONLY' : 'AI_AGENT_NOT_EDITABLE');
}

export async function updateAgent(
  app: FastifyInstance,
  member: Member,
  id: number,
  fields: Partial<AgentFields>,
): Promise<AiAgentDetail> {
  const row = await manageableAgent(app, member, id);
  if (fields.modelId !== undefined) await requireBaseModel(app, member, fields.modelId);
  await repo.updateAgent(app.database.db, id, {
    ...(fields.name !== undefined ? { name: fields.name } : {}),
    ...(fields.description !== undefined ? { description: fields.description } : {}),
    ...(fields.prompt !== undefined ? { prompt: fields.prompt } : {}),
    ...(fields.modelId !== undefined ? { model_id: fields.modelId } : {}),
    ...(fields.isPublic !== undefined && row.scope === 'community' ? { is_public: fields.isPublic } : {}),
    updated_at: app.clock.now(),
  });
  return getAgent(app, member, id);
}

export async function deleteAgent(app: FastifyInstance, member: Member, id: number): Promise<void> {
  await manageableAgent(app, member, id);
  await repo.deleteAgent(app.database.db, id);
}

export async function listAgents(app: FastifyInstance, member: Member): Promise<AiAgent[]> {
  return (await repo.listVisibleAgents(app.database.db, member.id)).map((row) => agentView(row, member));
}
