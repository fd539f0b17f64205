import type { ForumAuthor, Role } from '@blivion/shared';
import { storedRoleOf } from '@blivion/shared';

export interface AuthorColumns {
  author_id: string | null;
  author_name: string | null;
  author_email: string | null;
  author_role: string | null;
  author_avatar: string | null;
}

/** The effective role shown as the author's tag: an address in MASTER_EMAILS is master. */
export function authorRole(email: string | null, storedRole: string | null, masterEmails: readonly string[]): Role {
  if (email && masterEmails.includes(email.toLowerCase())) return 'master';
  return storedRoleOf(storedRole);
}

/** A post's author, or null for a deleted member ('membro removido'). */
export function toAuthor(row: AuthorColumns, masterEmails: readonly string[]): ForumAuthor {
  if (row.author_id === null || row.author_name === null) return null;
  return {
    id: row.author_id,
    name: row.author_name,
    avatarUrl: row.author_avatar,
    role: authorRole(row.author_email, row.author_role, masterEmails),
  };
}
