// Courses at scale (issue 14, 'Performance'): 1,000 courses, 50,000 lessons and 2,000,000 progress
// rows (bench/courses-data.ts, loaded in bulk by bench/courses-load-sqlite.ts and courses-load-postgres.ts), the built server in its
// own process on that data, each request sent one at a time over HTTP by a premium member with
// progress of their own: the catalogue's first page, the player data of the 200-lesson course,
// and completing a lesson (each request a lesson the reader had not completed). On SQLite, and on
// PostgreSQL too when BENCH_DATABASE_URL is set; target p95 < 20 ms on both.
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openSqlite } from '../apps/server/src/db/database.js';
import type { CoursesPlan } from './courses-data.js';
import { foldText } from '@blivion/shared';
import { COURSES_PLAN, courseSpans, isActive, lessonTitle, READER } from './courses-data.js';
import { loadPostgres } from './courses-load-postgres.js';
import { loadSqlite } from './courses-load-sqlite.js';
import type { Totals } from './courses-rows.js';
import { expectedTotals, TOTALS_SQL } from './courses-rows.js';
import { admin, siblingDatabase } from './lib/forum-dataset.js';
import { send2xx, signUp, startServer } from './lib/server.js';
import { loadRow, p95Row } from './lib/rows.js';
import type { Case } from './lib/request-timing.js';
import { time } from './lib/request-timing.js';
import type { BenchContext, Benchmark, Row } from './lib/types.js';

const WARM_UP = 20;
const ROUNDS = 5;
const PER_ROUND = 40;
const TARGET_P95_MS = 20;
/**
 * The top bar's searches, in turn: a word in most lessons' titles (tens of thousands of matches, the
 * first five in the catalogue's order), a lesson number with a course's word, a course's number, and a word in no
 * title (every title read, none found).
 */
const SEARCHES = ['avancado', 'aula 117 zero', 'curso 999', 'metricas'];

interface Dataset {
  kind: 'sqlite' | 'postgres';
  dataDir: string;
  databaseUrl?: string;
  cookie: string;
  plan: CoursesPlan;
  seedSeconds: number;
}

function plan(): CoursesPlan {
  return {
    ...COURSES_PLAN,
    members: Number(process.env.COURSES_BENCH_MEMBERS ?? COURSES_PLAN.members),
    now: Date.now() - 60_000,
  };
}

async function totalsOf(dataset: Dataset, file: string): Promise<Totals> {
  let row: Record<string, unknown>;
  if (dataset.databaseUrl) {
    const client = new pg.Client({ connectionString: dataset.databaseUrl });
    await client.connect();
    try {
      row = (await client.query(TOTALS_SQL)).rows[0] as Record<string, unknown>;
    } finally {
      await client.end();
    }
  } else {
    const sqlite = openSqlite(file);
    row = sqlite.prepare(TOTALS_SQL).get() as Record<string, unknown>;
    sqlite.close();
  }
  return {
    courses: Number(row.courses),
    modules: Number(row.modules),
    lessons: Number(row.lessons),
    progress: Number(row.progress),
    completed: Number(row.completed),
    orphans: Number(row.orphans),
  };
}

async function seed(context: BenchContext, kind: 'sqlite' | 'postgres'): Promise<Dataset> {
  const started = performance.now();
  const dataDir = path.join(context.tmp, `courses-${kind}`);
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'blivion.db');
  let databaseUrl: string | undefined;
  if (kind === 'postgres') {
    const name = `blivion_bench_courses_${randomBytes(4).toString('hex')}`;
    await admin(context.postgresUrl!, `create database ${name}`);
    databaseUrl = siblingDatabase(context.postgresUrl!, name);
    context.onFinish(() => admin(context.postgresUrl!, `drop database if exists ${name} with (force)`));
  }
  // The server creates the schema (and its demo courses, which the load replaces); the reader signs up through the API.
  const server = await startServer({ root: context.root, dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
  let reader;
  try {
    reader = await signUp(server.origin, 'Aluna do Benchmark', 'aluna@cursos.bench.test');
  } finally {
    await server.stop();
  }
  const p = plan();
  context.log(`${kind}: loading ${p.courses} courses and ${p.members} members' progress`);
  if (databaseUrl) await loadPostgres(databaseUrl, p, reader.userId, context.log);
  else loadSqlite(file, p, reader.userId, context.log);
  const dataset: Dataset = {
    kind,
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    cookie: reader.cookie,
    plan: p,
    seedSeconds: (performance.now() - started) / 1000,
  };
  const totals = await totalsOf(dataset, file);
  const expected = expectedTotals(p);
  if (JSON.stringify(totals) !== JSON.stringify(expected)) {
    throw new Error(`${kind}: loaded ${JSON.stringify(totals)}, the plan says ${JSON.stringify(expected)}`);
  }
  context.log(`${kind}: loaded in ${dataset.seedSeconds.toFixed(1)} s: ${JSON.stringify(totals)}`);
  return dataset;
}

/**
 * Lessons the reader has not completed, for the completion row: the rest of the big course
 * (after the 120 started), then whole courses from course 5 on.
 */
function lessonsToComplete(p: CoursesPlan, count: number): number[] {
  const spans = courseSpans(p);
  const ids: number[] = [];
  for (let k = READER.bigCourseStarted; k < spans[0]!.lessons; k++) ids.push(spans[0]!.firstLesson + k);
  for (let course = 5; ids.length < count; course++) {
    const span = spans[course - 1]!;
    for (let k = 0; k < span.lessons; k++) ids.push(span.firstLesson + k);
  }
  return ids.slice(0, count);
}

/**
 * The answers say what the data says: course 1's card and player show the reader's 100 of 200,
 * the player resumes at the last lesson watched, and a completion names the next lesson.
 */
async function checkAnswers(origin: string, cookie: string, p: CoursesPlan, lessonToComplete: number) {
  const call = async (method: 'GET' | 'PUT', url: string) =>
    JSON.parse(await send2xx(method, `${origin}${url}`, cookie)) as Record<string, unknown>;
  const catalogue = (await call('GET', '/api/courses')) as { items: Array<Record<string, unknown>> };
  const big = catalogue.items.find((card) => String(card.id) === '1');
  if (Number(big?.lessonCount) !== p.bigCourseLessons || Number(big?.completedCount) !== READER.bigCourseCompleted) {
    throw new Error(
      `catalogue: course 1 should show ${READER.bigCourseCompleted} of ${p.bigCourseLessons}: ${JSON.stringify(big)}`,
    );
  }
  const player = (await call('GET', '/api/courses/1/player')) as {
    modules: Array<{ lessons: unknown[] }>;
    resumeLessonId: unknown;
  };
  const lessons = player.modules.reduce((sum, m) => sum + m.lessons.length, 0);
  const resume = courseSpans(p)[0]!.firstLesson + READER.bigCourseStarted - 1;
  if (lessons !== p.bigCourseLessons || String(player.resumeLessonId) !== String(resume)) {
    throw new Error(
      `player: ${lessons} lessons, resume at ${String(player.resumeLessonId)}; expected ${p.bigCourseLessons} and ${resume}`,
    );
  }
  const found = (await call('GET', '/api/search?q=avancado')) as { lessons: Array<{ link: string }> };
  const expectedLinks = courseSpans(p)
    .filter((span) => isActive(span.course))
    .flatMap((span) =>
      Array.from({ length: span.lessons }, (_, k) => ({ span, k })).filter(({ k }) =>
        foldText(lessonTitle(span.course, k)).includes('avancado'),
      ),
    )
    .slice(0, 5)
    .map(({ span, k }) => `/courses/${span.course}/lessons/${span.firstLesson + k}`);
  if (JSON.stringify(found.lessons.map((hit) => hit.link)) !== JSON.stringify(expectedLinks)) {
    throw new Error(`search: ${JSON.stringify(found.lessons)}; expected ${JSON.stringify(expectedLinks)}`);
  }
  const completed = await call('PUT', `/api/lessons/${lessonToComplete}/completion`);
  if (String(completed.nextLessonId) !== String(lessonToComplete + 1)) {
    throw new Error(`completing lesson ${lessonToComplete}: next lesson ${String(completed.nextLessonId)}`);
  }
}

async function measure(context: BenchContext, kind: 'sqlite' | 'postgres'): Promise<Row[]> {
  const dataset = await seed(context, kind);
  const p = dataset.plan;
  const server = await startServer({
    root: context.root,
    dataDir: dataset.dataDir,
    ...(dataset.databaseUrl ? { databaseUrl: dataset.databaseUrl } : {}),
  });
  try {
    // One more than the requests: the check completes the last (and its next lesson is in the same module).
    const toComplete = lessonsToComplete(p, WARM_UP + ROUNDS * PER_ROUND + 1);
    await checkAnswers(server.origin, dataset.cookie, p, toComplete.at(-1)!);
    const cases: Case[] = [
      {
        label: 'catalogue, first page (cards with the reader’s progress)',
        request: () => ({ method: 'GET', url: '/api/courses' }),
      },
      {
        label: `player data, ${p.bigCourseLessons}-lesson course with the reader’s progress`,
        request: () => ({ method: 'GET', url: '/api/courses/1/player' }),
      },
      {
        label: `top bar search over ${p.courses.toLocaleString('en-US')} courses' lessons (${SEARCHES.join(', ')} in turn)`,
        request: (i) => ({ method: 'GET', url: `/api/search?q=${encodeURIComponent(SEARCHES[i % SEARCHES.length]!)}` }),
      },
      {
        label: 'completing a lesson (progress, next lesson)',
        request: (i) => ({ method: 'PUT', url: `/api/lessons/${toComplete[i]!}/completion` }),
      },
    ];
    const timings = await time(server.origin, dataset.cookie, server.child.pid!, cases, {
      warmUp: WARM_UP,
      rounds: ROUNDS,
      perRound: PER_ROUND,
    });
    const db = kind === 'sqlite' ? 'SQLite' : 'PostgreSQL';
    const lessons = (p.courses - 1) * p.lessonsPerCourse - p.shortCourses + p.bigCourseLessons;
    const progress = expectedTotals(p).progress;
    const rows: Row[] = [
      loadRow(
        `${db}: load ${p.courses.toLocaleString('en-US')} courses, ${lessons.toLocaleString('en-US')} lessons, ${progress.toLocaleString('en-US')} progress rows`,
        dataset.seedSeconds,
        'bulk load, not through the API (bench/courses-load-*.ts); includes the server’s first start',
      ),
      ...cases.map((c, index) => {
        const t = timings[index]!;
        const cpu = `server CPU ${(t.serverCpuMs / t.all.length).toFixed(2)} ms a request; `;
        return p95Row(`${db}: ${c.label}, p95`, t, TARGET_P95_MS, cpu);
      }),
    ];
    return rows;
  } finally {
    await server.stop();
  }
}

export const coursesAtScale: Benchmark = {
  id: 'courses-scale',
  item: 8,
  title: 'Courses at scale (issue 14)',
  async run(context) {
    const rows = await measure(context, 'sqlite');
    if (context.postgresUrl) rows.push(...(await measure(context, 'postgres')));
    return rows;
  },
};
