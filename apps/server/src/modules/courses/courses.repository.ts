import type { Kysely, SqlBool, Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

const courseColumns = [
  'c.id',
  'c.title',
  'c.description',
  'c.category',
  'c.thumbnail_url',
  'c.is_active',
  'c.position',
  'c.module_count',
  'c.lesson_count',
  'c.created_at',
  'c.updated_at',
  'c.published_at',
  'c.certificate_enabled',
  'c.certificate_text',
  'c.min_level',
] as const;

export async function findCourse(db: Db, id: number) {
  return db.selectFrom('courses as c').select(courseColumns).where('c.id', '=', id).executeTakeFirst();
}
export type CourseRow = NonNullable<Awaited<ReturnType<typeof findCourse>>>;

/** `like` pattern of a text anywhere, its wildcards taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * A page of courses by their order (position, id). `activeOnly` for the catalogue; `search` is
 * already folded (no accents, lower case) and matched anywhere in the folded title.
 */
export async function listCourses(
  db: Db,
  options: { activeOnly: boolean; search: string | null; after: readonly [number, number] | null; limit: number },
): Promise<CourseRow[]> {
  let query = db.selectFrom('courses as c').select(courseColumns);
  if (options.activeOnly) query = query.where('c.is_active', '=', true);
  if (options.search !== null) {
    query = query.where(sql<SqlBool>`c.search_title like ${containsPattern(options.search)} escape '\\'`);
  }
  if (options.after) {
    const [position, id] = options.after;
    query = query.where(sql<SqlBool>`(c.position, c.id) > (${position}, ${id})`);
  }
  return query.orderBy('c.position').orderBy('c.id').limit(options.limit).execute();
}

export async function countActiveCourses(db: Db): Promise<number> {
  const row = await db
    .selectFrom('courses')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('is_active', '=', true)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function countCourses(db: Db): Promise<number> {
  const row = await db
    .selectFrom('courses')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface NewCourse {
  title: string;
  search_title: string;
  description: string;
  category: string;
  is_active: boolean;
  published_at: Date | null;
  /** Both default to the database's: certificates issued, with the catalogue's text. */
  certificate_enabled?: boolean;
  certificate_text?: string;
  /** The community level needed to open it; 1 (none) by default. */
  min_level?: number;
  created_at: Date;
  updated_at: Date;
}

/** A new course goes after every other one. */
export async function insertCourse(db: Db, course: NewCourse): Promise<number> {
  const last = await db
    .selectFrom('courses')
    .select((eb) => eb.fn.max('position').as('position'))
    .executeTakeFirst();
  const row = await db
    .insertInto('courses')
    .values({ ...course, position: Number(last?.position ?? 0) + 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCourse(
  db: Db,
  id: number,
  changes: Partial<{
    title: string;
    search_title: string;
    description: string;
    category: string;
    min_level: number;
    thumbnail_url: string | null;
    is_active: boolean;
    module_count: number;
    lesson_count: number;
    updated_at: Date;
    certificate_enabled: boolean;
    certificate_text: string;
  }>,
): Promise<void> {
  await db.updateTable('courses').set(changes).where('id', '=', id).execute();
}

/** Activating for the first time sets published_at; later activations keep it. */
export async function setCourseActive(db: Db, id: number, isActive: boolean, at: Date): Promise<void> {
  await db
    .updateTable('courses')
    .set({
      is_active: isActive,
      updated_at: at,
      ...(isActive ? { published_at: sql<Date>`coalesce(published_at, ${at})` } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** Deletes the course; its modules, lessons and everyone's progress go with it (cascade). */
export async function deleteCourse(db: Db, id: number): Promise<void> {
  await db.deleteFrom('courses').where('id', '=', id).execute();
}

/** Active courses whose folded title holds every term (the top bar's search), in the catalogue's order. */
export function findActiveCoursesByTitle(db: Db, terms: readonly string[], limit: number) {
  let query = db.selectFrom('courses').select(['id', 'title', 'category']).where('is_active', '=', true);
  // Terms are letters and digits only, so nothing in them is a LIKE wildcard.
  for (const term of terms) query = query.where('search_title', 'like', `%${term}%`);
  return query.orderBy('position').orderBy('id').limit(limit).execute();
}

/** Whether a course uses the image at the URL as its cover. */
export async function isCourseThumbnail(db: Db, url: string): Promise<boolean> {
  const row = await db.selectFrom('courses').select('id').where('thumbnail_url', '=', url).limit(1).executeTakeFirst();
  return row !== undefined;
}
