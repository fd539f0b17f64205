import type { AdminCourse, CourseContent, CourseContentInput, CreateCourseInput } from '@blivion/shared';
import { apiClient } from './api-client.js';
import type { TestMember } from './factories.js';
import { createStaff } from './factories.js';
import type { TestApp } from './test-app.js';
import { createTestApp } from './test-app.js';

/** Helpers for the courses' tests: every course and its content is made through the real API. */
export function coursesApi(t: TestApp) {
  const { request, ok } = apiClient(t, '/api');

  /** Two modules of the given numbers of lessons (2 and 1 unless told), new ids. */
  function content(lessonsPerModule: number[] = [2, 1]): CourseContentInput {
    return {
      modules: lessonsPerModule.map((lessons, m) => ({
        title: `MÓDULO ${m + 1}`,
        lessons: Array.from({ length: lessons }, (_, l) => ({
          title: `Aula ${m + 1}.${l + 1}`,
          descriptionMd: `Descrição da **aula ${m + 1}.${l + 1}**.`,
          video: { kind: 'none' as const },
          durationSeconds: 60 * (l + 1),
        })),
      })),
    };
  }

  return {
    request,
    ok,
    content,
    /** Creates a course as `admin`, with content, active unless told. */
    async course(
      admin: TestMember,
      options: { input?: Partial<CreateCourseInput>; lessons?: number[]; active?: boolean } = {},
    ): Promise<{ course: AdminCourse; content: CourseContent }> {
      const input = { title: 'Curso de Teste', description: 'Um curso.', category: 'marketing', ...options.input };
      const course = await ok<AdminCourse>(request(admin, 'POST', '/admin/courses', input), 201);
      const saved = await ok<CourseContent>(
        request(admin, 'PUT', `/admin/courses/${course.id}/content`, content(options.lessons)),
      );
      if (options.active ?? true) {
        await ok(request(admin, 'PUT', `/admin/courses/${course.id}/status`, { isActive: true }));
      }
      return { course, content: saved };
    },
  };
}

/** A test app with the courses helpers and an admin (for a describe block's beforeAll). */
export async function coursesAdminApp(): Promise<{
  t: TestApp;
  api: ReturnType<typeof coursesApi>;
  admin: TestMember;
}> {
  const t = await createTestApp();
  return { t, api: coursesApi(t), admin: await createStaff(t.app, 'admin') };
}
