import type { Generated } from 'kysely';
import type { Flag, Timestamp } from '../../db/column-types.js';

/** AI providers (migration 20261124-0534-ai-models-tables; docs/decisions/0036-ai-models-module.md). */
export interface AiProvidersTable {
  id: Generated<number>;
  kind: string;
  name: string;
  base_url: string | null;
  /** app.secretBox.seal(key); never leaves the server, never logged. */
  api_key_sealed: string | null;
  key_last_four: string | null;
  key_status: Generated<string>;
  key_failure: string | null;
  key_checked_at: Timestamp | null;
  position: number;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface AiModelsTable {
  id: Generated<number>;
  provider_id: number;
  provider_model_id: string;
  name: string;
  description: string;
  /** JSON array of AI_CAPABILITIES keys. */
  capabilities: string;
  kind: Generated<string>;
  featured: Generated<Flag>;
  beta: Generated<Flag>;
  deletable: Generated<Flag>;
  price_input_per_mtok: Generated<number>;
  price_output_per_mtok: Generated<number>;
  price_per_image: Generated<number>;
  context_limit: number;
  max_output_tokens: number;
  accepts_images: Generated<Flag>;
  /** 'Visível para os membros' (migration 20261129-1540-ai-models-members-visible). */
  members_visible: Generated<Flag>;
  position: number;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface AiAgentsTable {
  id: Generated<number>;
  scope: string;
  /** Null for the seed's agents and for those whose creator was deleted. */
  creator_id: string | null;
  name: string;
  description: string;
  prompt: string;
  model_id: number;
  is_public: Flag;
  featured: Generated<Flag>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

export interface AiModelsTables {
  ai_providers: AiProvidersTable;
  ai_models: AiModelsTable;
  ai_agents: AiAgentsTable;
}
