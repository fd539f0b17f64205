import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../../../db/schema.js';

/** A member's name and photo as every forum list shows them, from the user table joined as `u`. */
export const authorIdentity = ['u.name as author_name', 'u.image as author_avatar'] as const;

/** The author columns every post query selects (user `u`, profile `p` and all-time score `sa` joined on the author). */
export const authorSelection = [
  ...authorIdentity,
  'u.email as author_email',
  'p.role as author_role',
  'sa.score as author_points',
] as const;

type PostAlias = 't' | 'r';
type WithAuthorTables<DB> = DB & { u: Database['user']; p: Database['profiles']; sa: Database['forum_scores'] };
type AuthorSelected = {
  author_name: string | null;
  author_email: string | null;
  author_role: string | null;
  author_avatar: string | null;
  author_points: number | null;
};

/**
 * A post query (a topic `t` or a reply `r`) with its author: the user `u` and the profile `p` of
 * `<post>.author_id` and their all-time score `sa`, left-joined so that a removed member's posts stay (their author is null),
 * and the author columns selected. Every forum list that shows an author builds on this.
 */
export function withAuthor<DB extends Database, TB extends keyof DB & string, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  post: PostAlias,
): SelectQueryBuilder<WithAuthorTables<DB>, TB | 'u' | 'p' | 'sa', O & AuthorSelected> {
  const authorId = `${post}.author_id` as const;
  // Kysely cannot check a join on a query whose tables are a type parameter; the signature above
  // states what the joins add, and the callers' own columns stay fully typed.
  const untyped = query as unknown as SelectQueryBuilder<
    Database & Record<PostAlias, { author_id: string | null }>,
    PostAlias,
    O
  >;
  return untyped
    .leftJoin('user as u', 'u.id', authorId)
    .leftJoin('profiles as p', 'p.user_id', authorId)
    .leftJoin('forum_scores as sa', (join) => join.onRef('sa.user_id', '=', authorId).on('sa.period', '=', 'all'))
    .select(authorSelection) as unknown as SelectQueryBuilder<
    WithAuthorTables<DB>,
    TB | 'u' | 'p' | 'sa',
    O & AuthorSelected
  >;
}
