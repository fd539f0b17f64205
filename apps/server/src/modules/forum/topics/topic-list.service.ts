import { authorContext } from '../common/author-context.js';
import type { ForumTopicPage, TopicSort } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import { toIso } from '../../../db/schema.js';
import { AppError } from '../../../http/app-error.js';
import * as categories from '../categories/categories.repository.js';
import { decodeCursor, pageOf } from '../../../http/keyset-cursor.js';
import * as repo from './topics.repository.js';
import { toSummary } from './topic-view.js';

/** The category filter takes an id or a slug; an unknown one is a 404, not an empty list. */
export async function resolveCategory(app: FastifyInstance, key: string | undefined): Promise<number | null> {
  if (!key) return null;
  const category = await categories.findCategoryByKey(app.database.db, key);
  if (!category) throw new AppError('FORUM_CATEGORY_NOT_FOUND');
  return category.id;
}

/**
 * The topic list ('Ver Mais Postagens' asks for the next page with the cursor): keyset pages,
 * so page 2,000 costs what page 1 costs, and a topic created meanwhile never shifts a page.
 */
export async function listTopics(
  app: FastifyInstance,
  query: { category?: string | undefined; sort: TopicSort; cursor?: string | undefined; limit: number },
): Promise<ForumTopicPage> {
  const db = app.database.db;
  const categoryId = await resolveCategory(app, query.category);
  const limit = query.limit;
  const page =
    query.sort === 'mostLiked'
      ? pageOf(
          await repo.listMostLiked(db, {
            categoryId,
            after: decodeCursor(query.cursor, ['integer', 'integer'] as const),
            limit: limit + 1,
          }),
          limit,
          (row) => [Number(row.like_count), Number(row.id)],
        )
      : pageOf(
          await repo.listLatest(db, {
            categoryId,
            after: decodeCursor(query.cursor, ['integer', 'instant', 'integer'] as const),
            limit: limit + 1,
          }),
          limit,
          (row) => [row.pinned ? 1 : 0, toIso(row.last_activity_at), Number(row.id)],
        );
  const authors = await authorContext(app);
  return { items: page.items.map((row) => toSummary(row, authors)), nextCursor: page.nextCursor };
}
