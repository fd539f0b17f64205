import { recordIdOf } from '@blivion/shared';
import type { Kysely } from 'kysely';
import { precompiled } from '../../../db/precompiled.js';
import type { Database } from '../../../db/schema.js';

type Db = Kysely<Database>;

const columns = ['id', 'name', 'slug', 'description', 'topic_count'] as const;

const allCategories = precompiled((db) =>
  db.selectFrom('forum_categories').select(columns).orderBy('position').orderBy('id'),
);

export function listCategories(db: Db) {
  return allCategories.execute(db, {});
}

export type CategoryRow = Awaited<ReturnType<typeof listCategories>>[number];

export function findCategory(db: Db, id: number) {
  return db.selectFrom('forum_categories').select(columns).where('id', '=', id).executeTakeFirst();
}

/**
 * A category by slug or by id (the list's filter accepts either). The slug wins: a category named
 * '2025' has the slug '2025', which must not be read as the id of another category.
 */
export async function findCategoryByKey(db: Db, key: string) {
  const query = db.selectFrom('forum_categories').select(columns);
  const bySlug = await query.where('slug', '=', key).executeTakeFirst();
  const id = recordIdOf(key);
  if (bySlug || id === null) return bySlug;
  return query.where('id', '=', id).executeTakeFirst();
}

/** Slugs equal to `base` or `base-<n>`, to pick the next free suffix. */
export async function slugsLike(db: Db, base: string, exceptId?: number): Promise<string[]> {
  let query = db
    .selectFrom('forum_categories')
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]));
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return (await query.execute()).map((row) => row.slug);
}

export async function countCategories(db: Db): Promise<number> {
  const row = await db
    .selectFrom('forum_categories')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface NewCategory {
  name: string;
  slug: string;
  description: string | null;
  at: Date;
  /** Insert nothing when the slug is taken, and answer that category's id (race-safe creation). */
  ifAbsent?: boolean;
}

export async function insertCategory(db: Db, row: NewCategory): Promise<number> {
  const { max } = await db
    .selectFrom('forum_categories')
    .select((eb) => eb.fn.max('position').as('max'))
    .executeTakeFirstOrThrow();
  const inserted = await db
    .insertInto('forum_categories')
    .values({
      name: row.name,
      slug: row.slug,
      description: row.description,
      position: Number(max ?? 0) + 1,
      created_at: row.at,
    })
    .$if(row.ifAbsent === true, (qb) => qb.onConflict((oc) => oc.column('slug').doNothing()))
    .returning('id')
    .executeTakeFirst();
  if (inserted) return Number(inserted.id);
  const taken = await db
    .selectFrom('forum_categories')
    .select('id')
    .where('slug', '=', row.slug)
    .executeTakeFirstOrThrow();
  return Number(taken.id);
}

export async function updateCategory(
  db: Db,
  id: number,
  patch: { name: string; slug: string; description?: string | null },
): Promise<void> {
  await db.updateTable('forum_categories').set(patch).where('id', '=', id).execute();
}

export async function countTopicsIn(db: Db, categoryId: number): Promise<number> {
  const row = await db
    .selectFrom('forum_topics')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('category_id', '=', categoryId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Moves every topic of one category to another and carries the count over; returns how many moved. */
export async function moveTopics(db: Db, fromId: number, toId: number): Promise<number> {
  const result = await db
    .updateTable('forum_topics')
    .set({ category_id: toId })
    .where('category_id', '=', fromId)
    .executeTakeFirst();
  const moved = Number(result.numUpdatedRows);
  await adjustTopicCount(db, toId, moved);
  return moved;
}

export async function adjustTopicCount(db: Db, categoryId: number, delta: number): Promise<void> {
  if (delta === 0) return;
  await db
    .updateTable('forum_categories')
    .set((eb) => ({ topic_count: eb('topic_count', '+', delta) }))
    .where('id', '=', categoryId)
    .execute();
}

export async function deleteCategory(db: Db, id: number): Promise<void> {
  await db.deleteFrom('forum_categories').where('id', '=', id).execute();
}
