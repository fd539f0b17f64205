// The courses benchmark's bulk load on PostgreSQL, never through the HTTP API: the courses, modules
// and lessons as unnest() batches, the members and their 2,000,000 progress rows as
// INSERT ... SELECT over generate_series, the formulas of courses-data.ts written in SQL.
import { foldText } from '@blivion/shared';
import pg from 'pg';
import type { CoursesPlan } from './courses-data.js';
import { courseSpans } from './courses-data.js';
import { catalogue, CLEAR, readerProgress } from './courses-rows.js';

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
        courses.map((c) => foldText(c.title)),
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
        `insert into course_lessons (id, module_id, course_id, title, search_title, description_md, video_kind, video_url, video_file_id, duration_seconds, position)
         select id, module_id, course_id, title, search_title, description_md, 'url', video_url, null, duration, position
         from unnest($1::int[], $2::int[], $3::int[], $4::text[], $5::text[], $6::text[], $7::int[], $8::int[], $9::text[])
           as u(id, module_id, course_id, title, description_md, video_url, duration, position, search_title)`,
        [
          chunk.map((l) => l.id),
          chunk.map((l) => l.moduleId),
          chunk.map((l) => l.courseId),
          chunk.map((l) => l.title),
          chunk.map((l) => l.descriptionMd),
          chunk.map((l) => l.videoUrl),
          chunk.map((l) => l.duration),
          chunk.map((l) => l.position),
          chunk.map((l) => l.searchTitle),
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
