// The courses benchmark's bulk load on SQLite, never through the HTTP API: one transaction of
// prepared statements over the rows of courses-rows.ts (the formulas of courses-data.ts).
import { foldText } from '@blivion/shared';
import { openSqlite } from '../apps/server/src/db/database.js';
import type { CoursesPlan } from './courses-data.js';
import { courseSpans, lessonDuration, memberCourses, progressAt } from './courses-data.js';
import { catalogue, CLEAR, iso, memberRow, readerProgress } from './courses-rows.js';

export function loadSqlite(file: string, plan: CoursesPlan, readerId: string, log: (line: string) => void) {
  const db = openSqlite(file, { statistics: false });
  // A page cache that holds the indexes being filled (256 MB, this connection only).
  db.pragma('cache_size = -262144');
  const spans = courseSpans(plan);
  const { courses, modules, lessons } = catalogue(plan, spans);
  const perCourse = plan.lessonsPerMember / 2;
  db.transaction(() => {
    for (const table of CLEAR) db.prepare(`delete from ${table}`).run();
    const course = db.prepare(
      `insert into courses (id, title, search_title, description, category, thumbnail_url, is_active, position, module_count, lesson_count, created_at, updated_at, published_at)
       values (?, ?, ?, ?, ?, null, ?, ?, ?, ?, ?, ?, ?)`,
    );
    for (const c of courses) {
      const { id, title, description, category, position, modules: m, lessons: l, at } = c;
      course.run(id, title, foldText(title), description, category, c.active ? 1 : 0, position, m, l, at, at, at);
    }
    const mod = db.prepare('insert into course_modules (id, course_id, title, position) values (?, ?, ?, ?)');
    for (const m of modules) mod.run(m.id, m.courseId, m.title, m.position);
    const lesson = db.prepare(
      `insert into course_lessons (id, module_id, course_id, title, search_title, description_md, video_kind, video_url, video_file_id, duration_seconds, position)
       values (?, ?, ?, ?, ?, ?, 'url', ?, null, ?, ?)`,
    );
    for (const l of lessons) {
      const { id, moduleId, courseId, title, searchTitle, descriptionMd, videoUrl, duration, position } = l;
      lesson.run(id, moduleId, courseId, title, searchTitle, descriptionMd, videoUrl, duration, position);
    }
    log(`  ${courses.length} courses, ${modules.length} modules, ${lessons.length} lessons`);

    const user = db.prepare(
      'insert into "user" (id, name, email, emailVerified, image, createdAt, updatedAt) values (?, ?, ?, 0, null, ?, ?)',
    );
    const profile = db.prepare(
      "insert into profiles (user_id, role, created_at, updated_at) values (?, 'premium', ?, ?)",
    );
    const permissions = db.prepare(
      'insert into user_permissions (user_id, forum, courses, ai_lab, ad_spy) values (?, 1, 1, 0, 0)',
    );
    const progress = db.prepare(
      `insert into lesson_progress (user_id, lesson_id, course_id, completed_at, position_seconds, seconds_watched, updated_at)
       values (?, ?, ?, ?, ?, ?, ?)`,
    );
    // The migration's own secondary indexes, dropped for the load and built again from their SQL after it.
    const indexes = db
      .prepare(
        "select name, sql from sqlite_master where type = 'index' and tbl_name = 'lesson_progress' and sql is not null",
      )
      .all() as Array<{ name: string; sql: string }>;
    for (const index of indexes) db.prepare(`drop index ${index.name}`).run();
    for (let m = 0; m < plan.members; m++) {
      const member = memberRow(plan, m);
      user.run(member.id, member.name, member.email, member.at, member.at);
      profile.run(member.id, member.at, member.at);
      permissions.run(member.id);
      for (const c of memberCourses(plan, m)) {
        const span = spans[c - 1]!;
        for (let k = 0; k < perCourse; k++) {
          const lessonId = span.firstLesson + k;
          const at = iso(progressAt(plan, m, k));
          const done = k < plan.completedPerCourse;
          progress.run(
            member.id,
            lessonId,
            c,
            done ? at : null,
            done ? 0 : (k * 37) % 300,
            done ? lessonDuration(lessonId) : 120,
            at,
          );
        }
      }
      if ((m + 1) % 10_000 === 0) log(`  ${m + 1} members with their progress`);
    }
    for (const r of readerProgress(plan, spans, readerId))
      progress.run(r.userId, r.lessonId, r.courseId, r.completedAt, r.positionSeconds, r.secondsWatched, r.updatedAt);
    for (const index of indexes) db.prepare(index.sql).run();
    db.prepare("update profiles set role = 'premium' where user_id = ?").run(readerId);
    db.prepare('update user_permissions set courses = 1 where user_id = ?').run(readerId);
  })();
  log('  members, progress and the reader');
  db.close();
}
