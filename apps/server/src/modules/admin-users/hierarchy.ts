import type { Role, StoredAccess } from '@blivion/shared';
import { PERMISSIONS } from '@blivion/shared';
import { AppError } from '../../http/app-error.js';

/** Roles are effective ones: an address in MASTER_EMAILS is master whatever its stored role. */
export interface Party {
  id: string;
  role: Role;
}

/**
 * Who may change whom (docs/decisions/0005-administration.md): admin and
 * master manage free and premium members; only master manages admins; nobody
 * deletes, demotes or locks a master; nobody changes their own access or
 * deletes themselves; 'master' is kept, never given.
 */
export function assertMayCreate(actor: Party, role: Role): void {
  if (role === 'master') throw new AppError('MASTER_ROLE_RESERVED');
  if (role === 'admin' && actor.role !== 'master') throw new AppError('CANNOT_MANAGE_ADMIN');
}

export function assertMayChangeAccess(actor: Party, target: Party, next: StoredAccess): void {
  if (actor.id === target.id) throw new AppError('CANNOT_CHANGE_OWN_ACCESS');
  if (target.role === 'master') {
    const keepsEverything = next.role === 'master' && PERMISSIONS.every((permission) => next.permissions[permission]);
    if (actor.role !== 'master' || !keepsEverything) throw new AppError('MASTER_PROTECTED');
    return;
  }
  if (next.role === 'master') throw new AppError('MASTER_ROLE_RESERVED');
  if ((target.role === 'admin' || next.role === 'admin') && actor.role !== 'master') {
    throw new AppError('CANNOT_MANAGE_ADMIN');
  }
}

export function assertMayDelete(actor: Party, target: Party): void {
  if (actor.id === target.id) throw new AppError('CANNOT_DELETE_SELF');
  if (target.role === 'master') throw new AppError('MASTER_PROTECTED');
  if (target.role === 'admin' && actor.role !== 'master') throw new AppError('CANNOT_MANAGE_ADMIN');
}
