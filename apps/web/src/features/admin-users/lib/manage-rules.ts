import type { AdminUser } from '@blivion/shared/admin';
import type { MeResponse } from '@blivion/shared/me';

/**
 * The server's hierarchy (docs/decisions/0005-administration.md), to disable what it would refuse
 * and say why; the server still checks every request. Returns a catalogue key, or null when allowed.
 */
export function editBlockedReason(viewer: MeResponse, target: AdminUser): string | null {
  if (viewer.user.id === target.id) return 'features.admin.rules.cannotChangeOwnAccess';
  if (target.role === 'master' && viewer.user.role !== 'master') return 'features.admin.rules.cannotChangeMaster';
  if (target.role === 'admin' && viewer.user.role !== 'master') return 'features.admin.rules.onlyMasterManagesAdmins';
  return null;
}

export function deleteBlockedReason(viewer: MeResponse, target: AdminUser): string | null {
  if (viewer.user.id === target.id) return 'features.admin.rules.cannotDeleteSelf';
  if (target.role === 'master') return 'features.admin.rules.masterCannotBeDeleted';
  if (target.role === 'admin' && viewer.user.role !== 'master') return 'features.admin.rules.onlyMasterManagesAdmins';
  return null;
}
