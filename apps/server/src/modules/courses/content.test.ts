import type { CourseContent, CourseContentInput, CoursePlayer } from '@blivion/shared';
import { translate } from '@blivion/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursesApi } from '../../test-support/courses.js';
import type { TestMember } from '../../test-support/factories.js';
import { createStaff, errorOf } from '../../test-support/factories.js';
import type { TestApp } from '../../test-support/test-app.js';
import { createTestApp } from '../../test-support/test-app.js';
import { testDatabaseKind } from '../../test-support/test-database.js';

/** The editor's request of what GET .../content returned (ids kept). */
function asInput(content: CourseContent): CourseContentInput {
  return {
    modules: content.modules.map((module) => ({
      id: module.id,
      title: module.title,
      lessons: module.lessons.map((lesson) => ({ ...lesson })),
    })),
  };
}

describe('the content editor’s save', () => {
  let t: TestApp;
  let api: ReturnType<typeof coursesApi>;
  let admin: TestMember;
  let premium: TestMember;

  beforeAll(async () => {
    t = await createTestApp();
    api = coursesApi(t);
    admin = await createStaff(t.app, 'admin');
    premium = await createStaff(t.app, 'premium');
  }, 60_000);
  afterAll(async () => t.close());

  async function refused(courseId: string, body: unknown) {
    const response = await api.request(admin, 'PUT', `/admin/courses/${courseId}/content`, body);
    expect(response.statusCode, response.body).toBe(400);
    return errorOf(response).details as { field: string; key: string; message: string }[];
  }

  it('answers every validation rule of the specification in Portuguese, and changes nothing', async () => {
    const { course, content } = await api.course(admin);
    const lesson = { title: 'Aula', descriptionMd: '', video: { kind: 'none' }, durationSeconds: 0 };
    const cases: Array<[unknown, string, string]> = [
      [{ modules: [] }, 'modules', 'courses.validation.atLeastOneModule'],
      [{}, 'modules', 'courses.validation.atLeastOneModule'],
      [{ modules: [{ title: 'MÓDULO 1', lessons: [] }] }, 'modules', 'courses.validation.moduleWithoutLessons'],
      [
        {
          modules: [
            { title: 'MÓDULO 1', lessons: [] },
            { title: 'MÓDULO 2', lessons: [lesson] },
            { title: 'MÓDULO 3', lessons: [] },
          ],
        },
        'modules',
        'courses.validation.modulesWithoutLessons',
      ],
      [{ modules: [{ title: '  ', lessons: [lesson] }] }, 'modules.0.title', 'courses.validation.moduleTitleRequired'],
      [
        { modules: [{ title: 'M', lessons: [{ ...lesson, title: '' }] }] },
        'modules.0.lessons.0.title',
        'courses.validation.lessonTitleRequired',
      ],
      [
        { modules: [{ title: 'M', lessons: [{ ...lesson, durationSeconds: -1 }] }] },
        'modules.0.lessons.0.durationSeconds',
        'courses.validation.invalidDuration',
      ],
      [
        { modules: [{ title: 'M', lessons: [{ ...lesson, durationSeconds: 1.5 }] }] },
        'modules.0.lessons.0.durationSeconds',
        'courses.validation.invalidDuration',
      ],
      [
        {
          modules: [
            { title: 'M', lessons: [{ ...lesson, video: { kind: 'youtube', url: 'https://exemplo.test/video' } }] },
          ],
        },
        'modules.0.lessons.0.video.url',
        'courses.validation.invalidVideoUrl',
      ],
      [
        { modules: [{ title: 'M', lessons: [{ ...lesson, video: { kind: 'vimeo', url: 'https://vimeo.com/abc' } }] }] },
        'modules.0.lessons.0.video.url',
        'courses.validation.invalidVideoUrl',
      ],
      [
        {
          modules: [{ title: 'M', lessons: [{ ...lesson, video: { kind: 'url', url: 'http://exemplo.test/a.mp4' } }] }],
        },
        'modules.0.lessons.0.video.url',
        'courses.validation.invalidVideoUrl',
      ],
      [
        { modules: [{ title: 'M', lessons: [{ ...lesson, video: { kind: 'url', url: 'javascript:alert(1)' } }] }] },
        'modules.0.lessons.0.video.url',
        'courses.validation.invalidVideoUrl',
      ],
      [
        { modules: [{ title: 'M', lessons: [{ ...lesson, descriptionMd: 'x'.repeat(20_001) }] }] },
        'modules.0.lessons.0.descriptionMd',
        'courses.validation.lessonDescriptionTooLong',
      ],
      [
        { modules: [{ title: 'M', lessons: [{ ...lesson, video: { kind: 'file', videoId: '2147483647' } }] }] },
        'modules.0.lessons.0.video.videoId',
        'courses.validation.videoFileInvalid',
      ],
      [
        {
          modules: [
            {
              title: 'M',
              lessons: [
                { ...lesson, id: '5' },
                { ...lesson, id: '5' },
              ],
            },
          ],
        },
        'modules',
        'courses.validation.contentOutdated',
      ],
    ];
    for (const [body, field, key] of cases) {
      const details = await refused(course.id, body);
      expect(details, JSON.stringify(body).slice(0, 200)).toContainEqual({ field, key, message: translate(key) });
    }
    expect(translate('courses.validation.atLeastOneModule')).toBe('Adicione pelo menos um módulo ao curso.');
    expect(translate('courses.validation.modulesWithoutLessons')).toBe(
      'Alguns módulos não têm aulas. Adicione pelo menos uma aula em cada módulo.',
    );
    expect(await api.ok(api.request(admin, 'GET', `/admin/courses/${course.id}/content`))).toEqual(content);
  });

  it('refuses ids of another course (or deleted meanwhile) as a whole, with the reload message', async () => {
    const first = await api.course(admin);
    const other = await api.course(admin);
    const body = asInput(first.content);
    body.modules[0]!.lessons.push({ ...other.content.modules[0]!.lessons[0]!, title: 'Roubada' });
    const details = await refused(first.course.id, body);
    expect(details).toEqual([
      {
        field: 'modules',
        key: 'courses.validation.contentOutdated',
        message: 'O conteúdo do curso foi alterado em outra janela. Recarregue o editor e tente novamente.',
      },
    ]);
    expect(await api.ok(api.request(admin, 'GET', `/admin/courses/${first.course.id}/content`))).toEqual(first.content);
    expect(await api.ok(api.request(admin, 'GET', `/admin/courses/${other.course.id}/content`))).toEqual(other.content);
  });

  it('keeps the rows (and the progress) of the ids sent, moves, renames and reorders, deletes the rest', async () => {
    const { course, content } = await api.course(admin, { lessons: [3, 2] });
    const [a, b, c] = content.modules[0]!.lessons;
    const [d, e] = content.modules[1]!.lessons;
    for (const lesson of [a!, d!, e!]) await api.ok(api.request(premium, 'PUT', `/lessons/${lesson.id}/completion`));

    const saved = await api.ok<CourseContent>(
      api.request(admin, 'PUT', `/admin/courses/${course.id}/content`, {
        modules: [
          {
            id: content.modules[1]!.id,
            title: 'Agora primeiro',
            lessons: [
              { ...e!, title: 'E renomeada' },
              { ...a!, video: { kind: 'youtube', url: 'https://youtu.be/dQw4w9WgXcQ' } },
            ],
          },
          {
            id: null,
            title: 'Novo módulo',
            lessons: [{ title: 'Nova', descriptionMd: '', video: { kind: 'none' }, durationSeconds: 30 }],
          },
        ],
      }),
    );
    expect(saved.modules.map((module) => module.title)).toEqual(['Agora primeiro', 'Novo módulo']);
    expect(saved.modules[0]!.id).toBe(content.modules[1]!.id);
    expect(saved.modules[0]!.lessons.map((lesson) => [lesson.id, lesson.title])).toEqual([
      [e!.id, 'E renomeada'],
      [a!.id, a!.title],
    ]);
    expect(saved.modules[0]!.lessons[1]!.video).toEqual({ kind: 'youtube', url: 'https://youtu.be/dQw4w9WgXcQ' });
    expect(saved.modules[1]!.lessons[0]!.id).not.toBe(b!.id);

    const player = await api.ok<CoursePlayer>(api.request(premium, 'GET', `/courses/${course.id}/player`));
    expect(player.modules.map((module) => module.lessons.map((lesson) => lesson.completed))).toEqual([
      [true, true],
      [false],
    ]);
    expect(player).toMatchObject({ completedCount: 2, lessonCount: 3, totalProgress: 66 });
    const rows = await t.app.database.db
      .selectFrom('lesson_progress')
      .select('lesson_id')
      .where('lesson_id', 'in', [Number(b!.id), Number(c!.id), Number(d!.id)])
      .execute();
    expect(rows).toEqual([]);
    const admins = await api.ok<{ items: { id: string; moduleCount: number; lessonCount: number }[] }>(
      api.request(admin, 'GET', '/admin/courses?limit=100'),
    );
    expect(admins.items.find((item) => item.id === course.id)).toMatchObject({ moduleCount: 2, lessonCount: 3 });
  });

  it('is all or nothing: a failure halfway through leaves the old content, counts and progress', async () => {
    const { course, content } = await api.course(admin, { lessons: [2, 2] });
    await api.ok(api.request(premium, 'PUT', `/lessons/${content.modules[0]!.lessons[0]!.id}/completion`));
    const db = t.app.database.db;
    // The database refuses one lesson title: the save has deleted, updated and inserted rows before it.
    if (testDatabaseKind() === 'postgres') {
      await sql`create function courses_test_refuse() returns trigger language plpgsql as $$
        begin raise exception 'refused by the test'; end $$`.execute(db);
      await sql`create trigger courses_test_refuse before insert on course_lessons for each row
        when (new.title = 'Falha no meio') execute function courses_test_refuse()`.execute(db);
    } else {
      await sql`create trigger courses_test_refuse before insert on course_lessons
        when new.title = 'Falha no meio' begin select raise(abort, 'refused by the test'); end`.execute(db);
    }
    const body = asInput(content);
    body.modules.reverse();
    body.modules[0]!.title = 'Renomeado antes da falha';
    body.modules[1]!.lessons.splice(0, 1);
    body.modules.push({
      title: 'Módulo novo',
      lessons: [
        { title: 'Antes da falha', descriptionMd: '', video: { kind: 'none' }, durationSeconds: 0 },
        { title: 'Falha no meio', descriptionMd: '', video: { kind: 'none' }, durationSeconds: 0 },
      ],
    });
    const response = await api.request(admin, 'PUT', `/admin/courses/${course.id}/content`, body);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    await sql`drop trigger courses_test_refuse${sql.raw(testDatabaseKind() === 'postgres' ? ' on course_lessons' : '')}`.execute(
      db,
    );

    expect(await api.ok(api.request(admin, 'GET', `/admin/courses/${course.id}/content`))).toEqual(content);
    const player = await api.ok<CoursePlayer>(api.request(premium, 'GET', `/courses/${course.id}/player`));
    expect(player).toMatchObject({ completedCount: 1, lessonCount: 4 });
    const row = await api.ok<{ items: { id: string; moduleCount: number; lessonCount: number }[] }>(
      api.request(admin, 'GET', '/admin/courses?limit=100'),
    );
    expect(row.items.find((item) => item.id === course.id)).toMatchObject({ moduleCount: 2, lessonCount: 4 });
  });

  it('creates, edits, activates and deletes a course with everyone’s progress on it', async () => {
    const missing = await api.request(admin, 'POST', '/admin/courses', {
      title: ' ',
      description: '',
      category: 'nada',
    });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing).details).toEqual([
      { field: 'title', key: 'courses.validation.titleRequired', message: 'O título é obrigatório.' },
      { field: 'description', key: 'courses.validation.descriptionRequired', message: 'A descrição é obrigatória.' },
      { field: 'category', key: 'courses.validation.categoryRequired', message: 'Selecione uma categoria.' },
    ]);
    const nothing = await api.request(admin, 'PATCH', '/admin/courses/1', {});
    expect(errorOf(nothing).details).toEqual([
      { field: '', key: 'courses.validation.nothingToChange', message: 'Nada para alterar.' },
    ]);

    const { course, content } = await api.course(admin, { active: false });
    expect(course).toMatchObject({ isActive: false, publishedAt: null, moduleCount: 0, lessonCount: 0 });
    const edited = await api.ok<{ title: string; category: string }>(
      api.request(admin, 'PATCH', `/admin/courses/${course.id}`, { title: 'Título novo', category: 'languages' }),
    );
    expect(edited).toMatchObject({ title: 'Título novo', category: 'languages' });
    const active = await api.ok<{ isActive: boolean; publishedAt: string | null }>(
      api.request(admin, 'PUT', `/admin/courses/${course.id}/status`, { isActive: true }),
    );
    expect(active.isActive).toBe(true);
    expect(active.publishedAt).not.toBeNull();
    t.clock.advance(60_000);
    await api.ok(api.request(admin, 'PUT', `/admin/courses/${course.id}/status`, { isActive: false }));
    const again = await api.ok<{ publishedAt: string | null }>(
      api.request(admin, 'PUT', `/admin/courses/${course.id}/status`, { isActive: true }),
    );
    expect(again.publishedAt).toBe(active.publishedAt);

    await api.ok(api.request(premium, 'PUT', `/lessons/${content.modules[0]!.lessons[0]!.id}/completion`));
    await api.ok(api.request(admin, 'DELETE', `/admin/courses/${course.id}`));
    expect((await api.request(admin, 'GET', `/courses/${course.id}/player`)).statusCode).toBe(404);
    const left = await t.app.database.db
      .selectFrom('lesson_progress')
      .select('lesson_id')
      .where('course_id', '=', Number(course.id))
      .execute();
    expect(left).toEqual([]);
  });
});
