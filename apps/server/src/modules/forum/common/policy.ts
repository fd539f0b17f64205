import { isStaff } from '@blivion/shared';
import { AppError } from '../../../http/app-error.js';
import type { Member } from '../../../auth/member.js';

/** Admin and master moderate: they edit and delete any post, pin and lock topics, reply to locked topics. */
export function isModerator(member: Member): boolean {
  return isStaff(member.role);
}

/** Authors edit and delete their own posts; moderators any post (a removed member's too). */
export function mayChange(member: Member, authorId: string | null): boolean {
  return (authorId !== null && authorId === member.id) || isModerator(member);
}

export function assertMayChange(member: Member, authorId: string | null): void {
  if (!mayChange(member, authorId)) throw new AppError('FORUM_NOT_AUTHOR');
}

export function assertModerator(member: Member): void {
  if (!isModerator(member)) throw new AppError('FORUM_MODERATORS_ONLY');
}
