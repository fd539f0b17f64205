import { isStaff } from '@blivion/shared';
import type { Member } from '../../auth/member.js';

/**
 * Who edits and deletes an agent: academy agents, admin and master; community agents, their creator
 * only (the seed's community agents, which no member created, nobody: the specification does not
 * let them be deleted).
 */
export function canManageAgent(agent: { scope: string; creator_id: string | null }, member: Member): boolean {
  if (agent.scope === 'academy') return isStaff(member.role);
  return agent.creator_id !== null && agent.creator_id === member.id;
}
