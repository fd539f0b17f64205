import type { AiAgent, AiPicker, AiPickerModel, AiTargetRef } from '@blivion/shared/ai';
import { foldText } from '@blivion/shared/core';

export const PICKER_TABS = ['llms', 'image', 'agents', 'flow'] as const;
export type PickerTab = (typeof PICKER_TABS)[number];

/** One row of the picker: a model or an agent, as the list shows it. */
export interface PickerEntry {
  ref: AiTargetRef;
  /** The tab it is listed in (its icon). */
  tab: PickerTab;
  /** The model that answers (an agent's base model), for its price; null when this member's list lacks it. */
  model: AiPickerModel | null;
  /** False only in admins' lists: a model the members do not see. */
  membersVisible: boolean;
  name: string;
  description: string;
  /** The provider of a model; the base model of an agent. */
  source: string;
  creatorName: string | null;
  capabilities: AiPickerModel['capabilities'];
  featured: boolean;
  beta: boolean;
  isPrivate: boolean;
  mine: boolean;
  /** An agent its creator (or, for academy agents, admin and master) may edit or delete. */
  canEdit: boolean;
  canDelete: boolean;
  available: boolean;
  unavailableReason: AiPickerModel['unavailableReason'];
}

function fromModel(model: AiPickerModel): PickerEntry {
  return {
    ref: { type: 'model', id: model.id },
    tab: model.kind === 'image' ? 'image' : 'llms',
    model,
    membersVisible: model.membersVisible,
    name: model.name,
    description: model.description,
    source: model.providerName,
    creatorName: null,
    capabilities: model.capabilities,
    featured: model.featured,
    beta: model.beta,
    isPrivate: false,
    mine: false,
    canEdit: false,
    canDelete: false,
    available: model.available,
    unavailableReason: model.unavailableReason,
  };
}

function fromAgent(agent: AiAgent, models: AiPickerModel[]): PickerEntry {
  return {
    ref: { type: 'agent', id: agent.id },
    tab: agent.scope === 'academy' ? 'flow' : 'agents',
    model: models.find((model) => model.id === agent.modelId) ?? null,
    membersVisible: true,
    name: agent.name,
    description: agent.description,
    source: agent.modelName,
    creatorName: agent.creatorName,
    capabilities: [],
    featured: agent.featured,
    beta: false,
    isPrivate: !agent.isPublic,
    mine: agent.mine,
    canEdit: agent.canEdit,
    canDelete: agent.canDelete,
    available: agent.available,
    unavailableReason: agent.unavailableReason,
  };
}

/**
 * The picker's four tabs (decision 0041): text models, image models, the community's agents
 * (the member's own first), and FLOW BLIVION, the academy's agents. Featured entries first,
 * then the server's order.
 */
export function pickerTabs(picker: AiPicker): Record<PickerTab, PickerEntry[]> {
  const byFeatured = (list: PickerEntry[]) =>
    list
      .map((entry, index) => ({ entry, index }))
      .sort((a, b) => Number(b.entry.featured) - Number(a.entry.featured) || a.index - b.index)
      .map(({ entry }) => entry);
  const community = picker.agents.filter((agent) => agent.scope === 'community');
  return {
    llms: byFeatured(picker.models.filter((model) => model.kind === 'llm').map(fromModel)),
    image: byFeatured(picker.models.filter((model) => model.kind === 'image').map(fromModel)),
    agents: [...community.filter((agent) => agent.mine), ...community.filter((agent) => !agent.mine)].map((agent) =>
      fromAgent(agent, picker.models),
    ),
    flow: byFeatured(
      picker.agents.filter((agent) => agent.scope === 'academy').map((agent) => fromAgent(agent, picker.models)),
    ),
  };
}

/** Every entry of the picker, tab by tab (to find the one a target names). */
export function allEntries(picker: AiPicker): PickerEntry[] {
  return Object.values(pickerTabs(picker)).flat();
}

/** Whether an entry's words hold every word of the search (accents and case ignored). */
export function matchesSearch(entry: PickerEntry, search: string): boolean {
  const words = foldText(search).split(/\s+/).filter(Boolean);
  const haystack = foldText(`${entry.name} ${entry.description} ${entry.source} ${entry.creatorName ?? ''}`);
  return words.every((word) => haystack.includes(word));
}

export function sameRef(a: AiTargetRef | null | undefined, b: AiTargetRef | null | undefined): boolean {
  return !!a && !!b && a.type === b.type && a.id === b.id;
}
