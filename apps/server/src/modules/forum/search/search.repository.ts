import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';

/** Relative weights of a match in the title, the tags and the content, the same on both databases. */
export const SEARCH_WEIGHTS = { title: 10, tags: 4, content: 1 } as const;

export interface SearchOptions {
  /** Folded words (letters and digits only), each matched as a word prefix; all must match. */
  terms: string[];
  categoryId: number | null;
  /** Keyset: after (score, id), in descending order of both. */
  after: readonly [number, number] | null;
  limit: number;
  /** Only the newest `window` matching topics are ranked; SEARCH_WINDOW unless told. */
  window?: number;
}

export interface SearchHit {
  id: number;
  score: number;
}

/**
 * How many matching topics, newest first, a search ranks. Scoring every match costs time in
 * proportion to the matches (a common word matches a quarter of the forum); FTS5 walks its index
 * in rowid order, so taking the newest matches first and scoring only those is bounded. A word
 * that matches fewer topics than this is ranked over all its matches.
 */
export const SEARCH_WINDOW = 1_000;

/**
 * SQLite: FTS5 with bm25 (smaller is better, so the score is its negative) over the newest
 * `window` matches. The words are searched in title, tags and content; the category, a token of
 * the index's fourth column, narrows the match inside the index. Words are quoted, so nothing typed
 * is read as FTS5 syntax.
 */
function searchSqlite(db: Kysely<Database>, options: SearchOptions) {
  const words = options.terms.map((term) => `"${term}"*`).join(' ');
  const match = `{title tags content}: (${words})${options.categoryId === null ? '' : ` AND category: "c${options.categoryId}"`}`;
  const { title, tags, content } = SEARCH_WEIGHTS;
  const after = options.after
    ? sql`where m.score < ${options.after[0]} or (m.score = ${options.after[0]} and m.id < ${options.after[1]})`
    : sql``;
  return sql<SearchHit>`
    select m.id, m.score from (
      select rowid as id, -bm25(forum_topics_fts, ${title}, ${tags}, ${content}, 0) as score
      from forum_topics_fts where forum_topics_fts match ${match}
      order by rowid desc limit ${options.window ?? SEARCH_WINDOW}
    ) m ${after} order by m.score desc, m.id desc limit ${options.limit}`.execute(db);
}

/**
 * PostgreSQL: the tsvector column (GIN index) with ts_rank over the newest `window` matches;
 * weights D, C, B, A = 0.1, 0.2, 0.4, 1.0. The query is written inline (not in a CTE or in FROM)
 * so the planner sees how many topics it matches: a common word walks the primary key backwards
 * and stops at the window, a rare one reads the GIN index.
 */
function searchPostgres(db: Kysely<Database>, options: SearchOptions) {
  const query = options.terms.map((term) => `${term}:*`).join(' & ');
  const category = options.categoryId === null ? sql`` : sql`and t.category_id = ${options.categoryId}`;
  const after = options.after
    ? sql`where m.score < ${options.after[0]} or (m.score = ${options.after[0]} and m.id < ${options.after[1]})`
    : sql``;
  return sql<SearchHit>`
    with w as (
      select t.id, t.search_vector from forum_topics t
      where t.search_vector @@ to_tsquery('simple', ${query}) ${category}
      order by t.id desc limit ${options.window ?? SEARCH_WINDOW}
    ),
    m as (
      select w.id, ts_rank('{0.1, 0.2, 0.4, 1.0}', w.search_vector, to_tsquery('simple', ${query}))::float8 as score
      from w
    )
    select m.id, m.score from m ${after} order by m.score desc, m.id desc limit ${options.limit}`.execute(db);
}

/** Topic ids matching every term, best first (title above tags above content), newest first on a tie. */
export async function searchTopics(
  db: Kysely<Database>,
  kind: DatabaseKind,
  options: SearchOptions,
): Promise<SearchHit[]> {
  if (options.terms.length === 0) return [];
  const result = kind === 'postgres' ? await searchPostgres(db, options) : await searchSqlite(db, options);
  return result.rows.map((row) => ({ id: Number(row.id), score: Number(row.score) }));
}
