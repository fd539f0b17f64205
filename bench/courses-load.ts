// Bulk loaders for the courses benchmark, never through the HTTP API: on SQLite one transaction of
// prepared statements over the formulas of courses-data.ts; on PostgreSQL the courses, modules and
// lessons as unnest() batches and the members and their 2,000,000 progress rows as
// INSERT ... SELECT over generate_series, the same formulas written in SQL. Both end with the same
// totals, checked by TOTALS_SQL.
import { foldAccentsAndCase } from '@blivion/shared';
import { COURSE_CATEGORIES } from '@blivion/shared/courses';
import pg from 'pg';
import { openSqlite } from '../apps/server/src/db/database.js';
import type { CourseSpan, CoursesPlan } from './courses-data.js';
import {
  benchMemberId,
  courseSpans,
  courseTitle,
  isActive,
  lessonDescription,
  lessonDuration,
  lessonsPerModule,
  memberCourses,
  progressAt,
  READER,
} from './courses-data.js';

const iso = (ms: number) => new Date(ms).toISOString();
const DAY = 86_400_000;

interface CourseRow {
  id: number;
  title: string;
  description: string;
  category: string;
  active: boolean;
  position: number;
  modules: number;
  lessons: number;
  at: string;
}
interface ModuleRow {
  id: number;
  courseId: number;
  title: string;
  position: number;
}
interface LessonRow {
  id: number;
  moduleId: number;
  courseId: number;
  title: string;
  descriptionMd: string;
  videoUrl: string;
  duration: number;
  position: number;
}

/** The catalogue's rows, from the spans (1,000 courses, 5,005 modules, 50,000 lessons). */
function catalogue(plan: CoursesPlan, spans: CourseSpan[]) {
  const courses: CourseRow[] = [];
  const modules: ModuleRow[] = [];
  const lessons: LessonRow[] = [];
  for (const span of spans) {
    const c = span.course;
    courses.push({
      id: c,
      title: courseTitle(c),
      description: `Tudo o que você precisa para vender mais com ${COURSE_CATEGORIES[c % COURSE_CATEGORIES.length]}.`,
      category: COURSE_CATEGORIES[c % COURSE_CATEGORIES.length]!,
      active: isActive(c),
      position: c,
      modules: span.modules,
      lessons: span.lessons,
      at: iso(plan.now - (plan.courses - c + 30) * DAY),
    });
    const perModule = lessonsPerModule(plan, c);
    for (let i = 0; i < span.modules; i++) {
      modules.push({ id: span.firstModule + i, courseId: c, title: `MÓDULO ${i + 1}`, position: i });
    }
    for (let k = 0; k < span.lessons; k++) {
      const id = span.firstLesson + k;
      lessons.push({
        id,
        moduleId: span.firstModule + Math.floor(k / perModule),
        courseId: c,
        title: `Aula ${k + 1}: ${courseTitle(c).slice(0, 40)}`,
        descriptionMd: lessonDescription(id),
        videoUrl: `https://videos.blivion.exemplo.test/aulas/${id}.mp4`,
        duration: lessonDuration(id),
        position: k % perModule,
      });
    }
  }
  return { courses, modules, lessons };
}

interface ProgressRow {
  userId: string;
  lessonId: number;
  courseId: number;
  completedAt: string | null;
  positionSeconds: number;
  secondsWatched: number;
  updatedAt: string;
}

/** The reader's 150 rows (the same on both databases). */
function readerProgress(plan: CoursesPlan, spans: CourseSpan[], readerId: string): ProgressRow[] {
  const rows: ProgressRow[] = [];
  const add = (course: number, k: number, completed: boolean) => {
    const lesson = spans[course - 1]!.firstLesson + k;
    const at = iso(plan.now - (READER.bigCourseStarted - k) * 3_600_000 - course * 60_000);
    rows.push({
      userId: readerId,
      lessonId: lesson,
      courseId: course,
      completedAt: completed ? at : null,
      positionSeconds: completed ? 0 : 60 + k,
      secondsWatched: completed ? lessonDuration(lesson) : 90,
      updatedAt: at,
    });
  };
  for (let k = 0; k < READER.bigCourseStarted; k++) add(1, k, k < READER.bigCourseCompleted);
  for (const course of READER.otherCourses) for (let k = 0; k < READER.otherCourseLessons; k++) add(course, k, true);
  return rows;
}

function memberRow(plan: CoursesPlan, m: number) {
  return {
    id: benchMemberId(m),
    name: `Aluno ${m}`,
    email: `aluno${m}@cursos.bench.test`,
    at: iso(plan.now - 400 * DAY),
  };
}

/**
 * The server's first start adds the demo courses to the empty database; the benchmark's academy
 * replaces them (content and progress go with their course).
 */
const CLEAR = ['lesson_progress', 'course_lessons', 'course_modules', 'courses'];

export function loadSqlite(file: string, plan: CoursesPlan, readerId: string, log: (line: string) => void) {
  const db = openSqlite(file);
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
      course.run(
        id,
        title,
        foldAccentsAndCase(title),
        description,
        category,
        c.active ? 1 : 0,
        position,
        m,
        l,
        at,
        at,
        at,
      );
    }
    const mod = db.prepare('insert into course_modules (id, course_id, title, position) values (?, ?, ?, ?)');
    for (const m of modules) mod.run(m.id, m.courseId, m.title, m.position);
    const lesson = db.prepare(
      `insert into course_lessons (id, module_id, course_id, title, description_md, video_kind, video_url, video_file_id, duration_seconds, position)
       values (?, ?, ?, ?, ?, 'url', ?, null, ?, ?)`,
    );
    for (const l of lessons)
      lesson.run(l.id, l.moduleId, l.courseId, l.title, l.descriptionMd, l.videoUrl, l.duration, l.position);
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

async function insertColumns(client: pg.Client, statement: string, columns: unknown[][]) {
  await client.query(statement, columns);
}

export async function loadPostgres(url: string, plan: CoursesPlan, readerId: string, log: (line: string) => void) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const spans = courseSpans(plan);
  const { courses, modules, lessons } = catalogue(plan, spans);
  try {
    await client.query("set maintenance_work_mem = '256MB'");
    // Foreign keys are triggers on PostgreSQL: row by row they triple the load. A superuser (the
    // benchmark's usual connection) skips them for this session; checkReferences proves the rows after.
    const skipsTriggers = await client
      .query('set session_replication_role = replica')
      .then(() => true)
      .catch(() => false);
    await client.query('begin');
    for (const table of CLEAR) await client.query(`delete from ${table}`);
    await insertColumns(
      client,
      `insert into courses (id, title, search_title, description, category, thumbnail_url, is_active, position, module_count, lesson_count, created_at, updated_at, published_at)
       select id, title, search_title, description, category, null, active, position, modules, lessons, at, at, at
       from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::bool[], $6::int[], $7::timestamptz[], $8::text[], $9::int[], $10::int[])
         as u(id, title, description, category, active, position, at, search_title, modules, lessons)`,
      [
        courses.map((c) => c.id),
        courses.map((c) => c.title),
        courses.map((c) => c.description),
        courses.map((c) => c.category),
        courses.map((c) => c.active),
        courses.map((c) => c.position),
        courses.map((c) => c.at),
        courses.map((c) => foldAccentsAndCase(c.title)),
        courses.map((c) => c.modules),
        courses.map((c) => c.lessons),
      ],
    );
    await insertColumns(
      client,
      `insert into course_modules (id, course_id, title, position)
       select * from unnest($1::int[], $2::int[], $3::text[], $4::int[])`,
      [
        modules.map((m) => m.id),
        modules.map((m) => m.courseId),
        modules.map((m) => m.title),
        modules.map((m) => m.position),
      ],
    );
    for (let start = 0; start < lessons.length; start += 10_000) {
      const chunk = lessons.slice(start, start + 10_000);
      await insertColumns(
        client,
        `insert into course_lessons (id, module_id, course_id, title, description_md, video_kind, video_url, video_file_id, duration_seconds, position)
         select id, module_id, course_id, title, description_md, 'url', video_url, null, duration, position
         from unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::int[], $8::int[])
           as u(id, module_id, course_id, title, description_md, video_url, duration, position)`,
        [
          chunk.map((l) => l.id),
          chunk.map((l) => l.moduleId),
          chunk.map((l) => l.courseId),
          chunk.map((l) => l.title),
          chunk.map((l) => l.descriptionMd),
          chunk.map((l) => l.videoUrl),
          chunk.map((l) => l.duration),
          chunk.map((l) => l.position),
        ],
      );
    }
    for (const table of ['courses', 'course_modules', 'course_lessons'])
      await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
    await client.query('commit');
    log(`  ${courses.length} courses, ${modules.length} modules, ${lessons.length} lessons`);

    // Members and their progress: the formulas of courses-data.ts (memberRow, memberCourses,
    // progressAt, lessonDuration) in SQL. $1 members, $2 big-course members, $3 courses,
    // $4 lessons per course studied, $5 completed per course, $6 now (ms).
    await client.query('begin');
    await client.query(
      `insert into "user" (id, name, email, "emailVerified", image, "createdAt", "updatedAt")
       select 'bench-course-member-' || lpad(m::text, 5, '0'), 'Aluno ' || m, 'aluno' || m || '@cursos.bench.test', false, null, at, at
       from generate_series(0, $1::int - 1) as m, (select to_timestamp(($2::bigint - 400 * 86400000::bigint) / 1000.0) as at) as t`,
      [plan.members, plan.now],
    );
    await client.query(
      `insert into profiles (user_id, role, created_at, updated_at)
       select 'bench-course-member-' || lpad(m::text, 5, '0'), 'premium', at, at
       from generate_series(0, $1::int - 1) as m, (select to_timestamp(($2::bigint - 400 * 86400000::bigint) / 1000.0) as at) as t`,
      [plan.members, plan.now],
    );
    await client.query(
      `insert into user_permissions (user_id, forum, courses, ai_lab, ad_spy)
       select 'bench-course-member-' || lpad(m::text, 5, '0'), true, true, false, false from generate_series(0, $1::int - 1) as m`,
      [plan.members],
    );
    // The migration's own secondary indexes, dropped for the load and built again from their definitions after it.
    const { rows: indexes } = await client.query<{ name: string; definition: string }>(
      `select indexname as name, indexdef as definition from pg_indexes
       where tablename = 'lesson_progress' and indexname not in (
         select conname from pg_constraint where conrelid = 'lesson_progress'::regclass)`,
    );
    for (const index of indexes) await client.query(`drop index ${index.name}`);
    await client.query('create temporary table bench_span (course int primary key, first_lesson int not null)');
    await insertColumns(client, 'insert into bench_span select * from unnest($1::int[], $2::int[])', [
      spans.map((s) => s.course),
      spans.map((s) => s.firstLesson),
    ]);
    await client.query(
      `insert into lesson_progress (user_id, lesson_id, course_id, completed_at, position_seconds, seconds_watched, updated_at)
       select 'bench-course-member-' || lpad(p.m::text, 5, '0'), s.first_lesson + p.k, s.course,
         case when p.k < $5 then p.at end,
         case when p.k < $5 then 0 else (p.k * 37) % 300 end,
         case when p.k < $5 then 300 + (((s.first_lesson + p.k) * 37) % 900) else 120 end,
         p.at
       from (
         select m, k, to_timestamp(($6::bigint - (m % 365) * 86400000::bigint - (25 - k) * 60000) / 1000.0) as at,
           case when j = 0 then (case when m < $2 then 1 else 2 + m % ($3 - 1) end)
                when 2 + (m * 7 + 500) % ($3 - 1) = (case when m < $2 then 1 else 2 + m % ($3 - 1) end)
                  then 2 + (m * 7 + 501) % ($3 - 1)
                else 2 + (m * 7 + 500) % ($3 - 1) end as course
         from generate_series(0, $1::int - 1) as m, generate_series(0, 1) as j, generate_series(0, $4::int - 1) as k
       ) as p
       join bench_span as s on s.course = p.course`,
      [plan.members, plan.bigCourseMembers, plan.courses, plan.lessonsPerMember / 2, plan.completedPerCourse, plan.now],
    );
    const reader = readerProgress(plan, spans, readerId);
    await insertColumns(
      client,
      `insert into lesson_progress (user_id, lesson_id, course_id, completed_at, position_seconds, seconds_watched, updated_at)
       select * from unnest($1::text[], $2::int[], $3::int[], $4::timestamptz[], $5::int[], $6::int[], $7::timestamptz[])`,
      [
        reader.map((r) => r.userId),
        reader.map((r) => r.lessonId),
        reader.map((r) => r.courseId),
        reader.map((r) => r.completedAt),
        reader.map((r) => r.positionSeconds),
        reader.map((r) => r.secondsWatched),
        reader.map((r) => r.updatedAt),
      ],
    );
    for (const index of indexes) await client.query(index.definition);
    if (skipsTriggers) await client.query('set session_replication_role = origin');
    await client.query("update profiles set role = 'premium' where user_id = $1", [readerId]);
    await client.query('update user_permissions set courses = true where user_id = $1', [readerId]);
    await client.query('commit');
    log('  members, progress and the reader');
    await client.query('analyze');
  } finally {
    await client.end();
  }
}

export interface Totals {
  courses: number;
  modules: number;
  lessons: number;
  progress: number;
  completed: number;
  /** Progress rows whose lesson (in that course) or member is missing: 0. */
  orphans: number;
}

/** The same question on both databases, so a loader that drifts from the formulas is caught. */
export const TOTALS_SQL = `select
  (select count(*) from courses) as courses,
  (select count(*) from course_modules) as modules,
  (select count(*) from course_lessons) as lessons,
  (select count(*) from lesson_progress) as progress,
  (select count(*) from lesson_progress where completed_at is not null) as completed,
  (select count(*) from lesson_progress p
    where not exists (select 1 from course_lessons l where l.id = p.lesson_id and l.course_id = p.course_id)
       or not exists (select 1 from "user" u where u.id = p.user_id)) as orphans`;

/** What the plan says the totals are. */
export function expectedTotals(plan: CoursesPlan, spans = courseSpans(plan)): Totals {
  const readerRows = READER.bigCourseStarted + READER.otherCourses.length * READER.otherCourseLessons;
  const readerCompleted = READER.bigCourseCompleted + READER.otherCourses.length * READER.otherCourseLessons;
  return {
    courses: spans.length,
    modules: spans.reduce((sum, s) => sum + s.modules, 0),
    lessons: spans.reduce((sum, s) => sum + s.lessons, 0),
    progress: plan.members * plan.lessonsPerMember + readerRows,
    completed: plan.members * 2 * plan.completedPerCourse + readerCompleted,
    orphans: 0,
  };
}
