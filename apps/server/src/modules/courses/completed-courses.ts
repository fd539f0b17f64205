import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import * as repo from './completed-courses.repository.js';

/** Courses shown on a member profile at most. */
const SHOWN_MAX = 50;

/**
 * For the forum's member profiles: the active courses a member completed (every lesson marked
 * completed), most recently finished first, each with its certificate's code where one was issued
 * (the public verify page's address). Ids as the API writes them (decimal strings).
 */
export async function coursesCompletedBy(
  db: Kysely<Database>,
  userId: string,
): Promise<Array<{ id: string; title: string; thumbnailUrl: string | null; certificateCode: string | null }>> {
  const rows = await repo.completedCourses(db, userId, SHOWN_MAX);
  return rows.map((row) => ({
    id: String(row.id),
    title: row.title,
    thumbnailUrl: row.thumbnail_url,
    certificateCode: row.certificate_code,
  }));
}
