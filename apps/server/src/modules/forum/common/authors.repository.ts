import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { joinMember } from '../../accounts/index.js';

type PostAlias = 't' | 'r';
type WithScoreTables<DB> = DB & { sa: Database['forum_scores'] };
type ScoreSelected = { author_points: number | null };

/**
 * A post query (a topic `t` or a reply `r`) with its author: their name, photo, e-mail and role
 * (the accounts door's joinMember on `<post>.author_id`) and their all-time score `sa`, all
 * left-joined in the same statement so that a removed member's posts stay (their author is null).
 * Every forum list that shows an author builds on this.
 */
export function withAuthor<DB extends Database, TB extends keyof DB & string, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  post: PostAlias,
) {
  const authorId = `${post}.author_id` as const;
  const withMember = joinMember(query, authorId, { prefix: 'author', columns: ['name', 'avatar', 'email', 'role'] });
  // Kysely cannot check a join on a query whose tables are a type parameter; the return type below
  // states what the join adds, and the callers' own columns stay fully typed.
  const untyped = withMember as unknown as SelectQueryBuilder<
    Database & Record<PostAlias, { author_id: string | null }>,
    PostAlias,
    O
  >;
  return untyped
    .leftJoin('forum_scores as sa', (join) => join.onRef('sa.user_id', '=', authorId).on('sa.period', '=', 'all'))
    .select('sa.score as author_points') as unknown as SelectQueryBuilder<
    WithScoreTables<DB>,
    TB | 'sa',
    O & ScoreSelected & Awaited<ReturnType<typeof withMember.executeTakeFirstOrThrow>>
  >;
}
