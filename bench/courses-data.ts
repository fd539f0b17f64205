// Deterministic sample data for the courses benchmark (issue 14): 1,000 courses, 50,000 lessons and
// 2,000,000 lesson-progress rows. Every row is a formula of its index, so the SQLite loader (a loop
// over these functions) and the PostgreSQL loader (the same formulas in SQL over generate_series)
// write the same academy (courses-load-sqlite.ts, courses-load-postgres.ts); courses-rows.ts
// states the totals both must reach.

import { COURSE_CATEGORIES } from '@blivion/shared/courses';

export interface CoursesPlan {
  courses: number;
  /** Course 1: the big course of the player row, `bigCourseModules` modules of `bigCourseLessons / bigCourseModules` lessons. */
  bigCourseLessons: number;
  bigCourseModules: number;
  /** Every other course: `lessonsPerCourse` lessons (the last `shortCourses` courses one fewer), in modules of 10. */
  lessonsPerCourse: number;
  shortCourses: number;
  /** Bench members, each with progress on two courses (the first `lessonsPerMember / 2` lessons of each). */
  members: number;
  lessonsPerMember: number;
  /** Members 0 .. bigCourseMembers - 1 study the big course (so its lessons have many progress rows). */
  bigCourseMembers: number;
  /** Of each course a member studies, the first `completedPerCourse` lessons are completed. */
  completedPerCourse: number;
  now: number;
}

export const COURSES_PLAN: Omit<CoursesPlan, 'now'> = {
  courses: 1_000,
  bigCourseLessons: 200,
  bigCourseModules: 10,
  lessonsPerCourse: 50,
  shortCourses: 150,
  // 39,997 members x 50 rows + the reader's 150 = 2,000,000 progress rows.
  members: 39_997,
  lessonsPerMember: 50,
  bigCourseMembers: 8_000,
  completedPerCourse: 20,
};

/** The reader's own progress: the big course's first 120 lessons (100 completed), 10 completed in courses 2, 3 and 4. */
export const READER = {
  bigCourseStarted: 120,
  bigCourseCompleted: 100,
  otherCourses: [2, 3, 4],
  otherCourseLessons: 10,
} as const;

export const LESSONS_PER_MODULE = 10;
/** Zero-padded, so the members' rows go into the primary key and the resume index in key order. */
export const benchMemberId = (m: number) => `bench-course-member-${String(m).padStart(5, '0')}`;

/** Course 1 is always active; every 100th course is inactive (the catalogue skips it). */
export const isActive = (course: number) => course % 100 !== 0;

export function lessonCount(plan: CoursesPlan, course: number): number {
  if (course === 1) return plan.bigCourseLessons;
  return course > plan.courses - plan.shortCourses ? plan.lessonsPerCourse - 1 : plan.lessonsPerCourse;
}

export function moduleCount(plan: CoursesPlan, course: number): number {
  if (course === 1) return plan.bigCourseModules;
  return Math.ceil(lessonCount(plan, course) / LESSONS_PER_MODULE);
}

export function lessonsPerModule(plan: CoursesPlan, course: number): number {
  return course === 1 ? plan.bigCourseLessons / plan.bigCourseModules : LESSONS_PER_MODULE;
}

export interface CourseSpan {
  course: number;
  firstLesson: number;
  lessons: number;
  firstModule: number;
  modules: number;
}

/** Lesson and module ids are contiguous per course, in course order. */
export function courseSpans(plan: CoursesPlan): CourseSpan[] {
  const spans: CourseSpan[] = [];
  let lesson = 1;
  let module = 1;
  for (let course = 1; course <= plan.courses; course++) {
    const span = {
      course,
      firstLesson: lesson,
      lessons: lessonCount(plan, course),
      firstModule: module,
      modules: moduleCount(plan, course),
    };
    spans.push(span);
    lesson += span.lessons;
    module += span.modules;
  }
  return spans;
}

export const totalLessons = (plan: CoursesPlan) => courseSpans(plan).reduce((sum, s) => sum + s.lessons, 0);
export const totalModules = (plan: CoursesPlan) => courseSpans(plan).reduce((sum, s) => sum + s.modules, 0);

/** The two courses member m studies (never the same one). */
export function memberCourses(plan: CoursesPlan, m: number): [number, number] {
  const n = plan.courses - 1;
  const a = m < plan.bigCourseMembers ? 1 : 2 + (m % n);
  let b = 2 + ((m * 7 + 500) % n);
  if (b === a) b = 2 + ((m * 7 + 501) % n);
  return [a, b];
}

export const lessonDuration = (lesson: number) => 300 + ((lesson * 37) % 900);

const DAY = 86_400_000;
/** When member m last touched the k-th lesson of a course: within the last year. */
export const progressAt = (plan: CoursesPlan, m: number, k: number) => plan.now - (m % 365) * DAY - (25 - k) * 60_000;

export function courseTitle(course: number): string {
  return `Curso ${course}: ${COURSE_CATEGORIES[course % COURSE_CATEGORIES.length]} do zero ao avançado`;
}

/** A lesson's title: its number in the course and the start of the course's title. */
export function lessonTitle(course: number, k: number): string {
  return `Aula ${k + 1}: ${courseTitle(course).slice(0, 40)}`;
}

export function lessonDescription(lesson: number): string {
  return [
    `Nesta aula (${lesson}) você aprende **o passo a passo** para aplicar o conteúdo na sua loja.`,
    '',
    '- Revise o módulo anterior antes de começar',
    '- Anote as métricas do seu teste',
    `- Material de apoio: [planilha da aula](https://blivion.exemplo.test/materiais/${lesson})`,
  ].join('\n');
}
