// The rows of the courses benchmark's academy, from the formulas of courses-data.ts, as both
// loaders (courses-load-sqlite.ts, courses-load-postgres.ts) write them, and the totals both must
// reach (TOTALS_SQL), so a loader that drifts from the formulas is caught.
import { foldText } from '@blivion/shared';
import { COURSE_CATEGORIES } from '@blivion/shared/courses';
import type { CourseSpan, CoursesPlan } from './courses-data.js';
import {
  benchMemberId,
  courseSpans,
  courseTitle,
  isActive,
  lessonDescription,
  lessonDuration,
  lessonsPerModule,
  lessonTitle,
  READER,
} from './courses-data.js';

export const iso = (ms: number) => new Date(ms).toISOString();
export const DAY = 86_400_000;

export interface CourseRow {
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
export interface ModuleRow {
  id: number;
  courseId: number;
  title: string;
  position: number;
}
export interface LessonRow {
  id: number;
  moduleId: number;
  courseId: number;
  title: string;
  /** foldText(title), as the content save writes it: the top bar's search reads it. */
  searchTitle: string;
  descriptionMd: string;
  videoUrl: string;
  duration: number;
  position: number;
}

/** The catalogue's rows, from the spans (1,000 courses, 5,005 modules, 50,000 lessons). */
export function catalogue(plan: CoursesPlan, spans: CourseSpan[]) {
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
      const title = lessonTitle(c, k);
      lessons.push({
        id,
        moduleId: span.firstModule + Math.floor(k / perModule),
        courseId: c,
        title,
        searchTitle: foldText(title),
        descriptionMd: lessonDescription(id),
        videoUrl: `https://videos.blivion.exemplo.test/aulas/${id}.mp4`,
        duration: lessonDuration(id),
        position: k % perModule,
      });
    }
  }
  return { courses, modules, lessons };
}

export interface ProgressRow {
  userId: string;
  lessonId: number;
  courseId: number;
  completedAt: string | null;
  positionSeconds: number;
  secondsWatched: number;
  updatedAt: string;
}

/** The reader's 150 rows (the same on both databases). */
export function readerProgress(plan: CoursesPlan, spans: CourseSpan[], readerId: string): ProgressRow[] {
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

export function memberRow(plan: CoursesPlan, m: number) {
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
export const CLEAR = ['lesson_progress', 'course_lessons', 'course_modules', 'courses'];

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
