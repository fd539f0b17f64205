import type { ForumAuthor, Role } from '@blivion/shared';
import { isStaff, levelOf, storedRoleOf } from '@blivion/shared';

export interface AuthorColumns {
  author_id: string | null;
  author_name: string | null;
  author_email: string | null;
  author_role: string | null;
  author_avatar: string | null;
  /** The author's all-time points (null without any). */
  author_points: number | string | null;
}

/** The effective role shown as the author's tag: an address in MASTER_EMAILS is master. */
export function authorRole(email: string | null, storedRole: string | null, masterEmails: readonly string[]): Role {
  if (email && masterEmails.includes(email.toLowerCase())) return 'master';
  return storedRoleOf(storedRole);
}

/** What turns an author row into the author shown: the master addresses and the level thresholds. */
export interface AuthorContext {
  masterEmails: readonly string[];
  thresholds: readonly number[];
}

/**
 * A post's author, or null for a deleted member ('membro removido'): the staff badge and the
 * level, never the plan (docs/decisions/0091).
 */
export function toAuthor(row: AuthorColumns, context: AuthorContext): ForumAuthor {
  if (row.author_id === null || row.author_name === null) return null;
  return {
    id: row.author_id,
    name: row.author_name,
    avatarUrl: row.author_avatar,
    staff: isStaff(authorRole(row.author_email, row.author_role, context.masterEmails)),
    level: levelOf(Number(row.author_points ?? 0), context.thresholds),
  };
}
