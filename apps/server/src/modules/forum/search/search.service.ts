import { authorContext } from '../common/author-context.js';
import type { ForumTopicPage } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import { decodeCursor, pageOf } from '../../../http/keyset-cursor.js';
import * as topics from '../topics/topics.repository.js';
import { resolveCategory } from '../topics/topic-list.service.js';
import { toSummary } from '../topics/topic-view.js';
import { queryTerms } from './search-text.js';
import * as repo from './search.repository.js';

/**
 * 'Buscar no fórum...': full-text search over titles, tags and content, accent- and
 * case-insensitive, ranked (a title match above a content-only match), paged by a keyset on
 * (score, id). Only the newest SEARCH_WINDOW matches are ranked, so a very common word lists its
 * most relevant recent topics. Scores on SQLite depend on the whole index (bm25), and a new topic
 * moves the window, so a page boundary may move a little when topics are written in between; no
 * result is lost within a stable index.
 */
export async function searchTopics(
  app: FastifyInstance,
  query: { q: string; category?: string | undefined; cursor?: string | undefined; limit: number },
): Promise<ForumTopicPage> {
  const db = app.database.db;
  const categoryId = await resolveCategory(app, query.category);
  const hits = await repo.searchTopics(db, app.database.kind, {
    terms: queryTerms(query.q),
    categoryId,
    after: decodeCursor(query.cursor, ['number', 'integer'] as const),
    limit: query.limit + 1,
  });
  const page = pageOf(hits, query.limit, (hit) => [hit.score, hit.id]);
  const rows = new Map(
    (
      await topics.findSummaries(
        db,
        page.items.map((hit) => hit.id),
      )
    ).map((row) => [row.id, row]),
  );
  const authors = await authorContext(app);
  return {
    items: page.items.flatMap((hit) => {
      const row = rows.get(hit.id);
      return row ? [toSummary(row, authors)] : [];
    }),
    nextCursor: page.nextCursor,
  };
}
