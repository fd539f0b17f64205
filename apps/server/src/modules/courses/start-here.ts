import type { CoursesInProgress } from '@blivion/shared';
import type { FastifyInstance } from 'fastify';
import type { Member } from '../../auth/member.js';
import { courseHead } from './course-views.js';
import * as repo from './courses.repository.js';
import { viewerLevel } from './level-gate.js';
import * as lessonsRepo from './lessons.repository.js';
import { lockedUntil } from './release/release-rules.js';
import { releaseViewer } from './release/release.service.js';

/** How many of the catalogue's first courses are looked at for a lesson to start from. */
const START_CANDIDATES = 12;

/**
 * 'Comece por aqui' (decision 0139): for a member with nothing in progress, the first course of the
 * catalogue's order that they can open (active, their level reached, lessons) with a lesson open
 * to them now (release schedule), and its first such lesson. Null when none of the first
 * START_CANDIDATES courses has one.
 */
export async function startHere(app: FastifyInstance, member: Member): Promise<CoursesInProgress['startHere']> {
  const db = app.database.db;
  const rows = (
    await repo.listCourses(db, { activeOnly: true, search: null, after: null, limit: START_CANDIDATES })
  ).filter((row) => row.lesson_count > 0);
  if (rows.length === 0) return null;
  const [level, viewer] = await Promise.all([viewerLevel(app, member, rows), releaseViewer(app, member)]);
  for (const row of rows) {
    if (row.min_level > level) continue;
    const [lessons, modules] = await Promise.all([
      lessonsRepo.lessonOrder(db, row.id),
      lessonsRepo.listModules(db, row.id),
    ]);
    const open = new Set(modules.filter((module) => lockedUntil(viewer, module) === null).map((module) => module.id));
    const first = lessons.find((lesson) => open.has(lesson.module_id));
    if (first) {
      return {
        course: courseHead(row),
        lessonId: String(first.id),
        lessonTitle: first.title,
        lessonCount: row.lesson_count,
      };
    }
  }
  return null;
}
