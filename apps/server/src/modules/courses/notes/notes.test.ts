import type { LessonNote, MemberNotes } from '@blivion/shared';
import { NOTE_TIMESTAMP_PATTERN, secondsOfNoteTimestamp } from '@blivion/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coursesApi } from '../../../test-support/courses.js';
import type { TestMember } from '../../../test-support/factories.js';
import { createStaff, errorOf } from '../../../test-support/factories.js';
import type { TestApp } from '../../../test-support/test-app.js';
import { createTestApp } from '../../../test-support/test-app.js';

describe('lesson notes', () => {
  let t: TestApp;
  let api: ReturnType<typeof coursesApi>;
  let admin: TestMember;
  let a: TestMember;
  let b: TestMember;
  let free: TestMember;

  beforeAll(async () => {
    t = await createTestApp();
    api = coursesApi(t);
    admin = await createStaff(t.app, 'admin');
    a = await createStaff(t.app, 'premium');
    b = await createStaff(t.app, 'premium');
    free = await createStaff(t.app, 'free');
  }, 60_000);
  afterAll(async () => t.close());

  it('keeps each member’s note private, lists them by course, and deletes an emptied note', async () => {
    const { course, content } = await api.course(admin, { lessons: [2, 1], input: { title: 'Tráfego Orgânico' } });
    const [l1, l2] = content.modules[0]!.lessons;
    const l3 = content.modules[1]!.lessons[0]!;
    const text = 'Ótima dica em [02:15] sobre anúncios 🚀 e revisão em [1:02:03].';
    const saved = await api.ok<LessonNote>(api.request(a, 'PUT', `/lessons/${l2!.id}/note`, { body: text }));
    expect(saved).toMatchObject({ lessonId: l2!.id, body: text });
    await api.ok(api.request(a, 'PUT', `/lessons/${l1!.id}/note`, { body: 'Primeira' }));
    await api.ok(api.request(a, 'PUT', `/lessons/${l3.id}/note`, { body: 'Módulo 2' }));

    // B sees none of A's notes and writes their own on the same lesson.
    expect(await api.ok<LessonNote>(api.request(b, 'GET', `/lessons/${l2!.id}/note`))).toEqual({
      lessonId: l2!.id,
      body: '',
      updatedAt: null,
    });
    await api.ok(api.request(b, 'PUT', `/lessons/${l2!.id}/note`, { body: 'Nota de B' }));
    expect((await api.ok<LessonNote>(api.request(a, 'GET', `/lessons/${l2!.id}/note`))).body).toBe(text);
    const listB = await api.ok<MemberNotes>(api.request(b, 'GET', '/notes'));
    expect(listB.courses.flatMap((item) => item.notes.map((note) => note.body))).toEqual(['Nota de B']);

    const listA = await api.ok<MemberNotes>(api.request(a, 'GET', '/notes'));
    const mine = listA.courses.find((item) => item.courseId === course.id)!;
    expect(mine.courseTitle).toBe('Tráfego Orgânico');
    expect(mine.notes.map((note) => [note.lessonTitle, note.moduleTitle, note.body])).toEqual([
      ['Aula 1.1', 'MÓDULO 1', 'Primeira'],
      ['Aula 1.2', 'MÓDULO 1', text],
      ['Aula 2.1', 'MÓDULO 2', 'Módulo 2'],
    ]);
    // The player reads the moments of the note as seconds to seek to.
    expect([...text.matchAll(NOTE_TIMESTAMP_PATTERN)].map(secondsOfNoteTimestamp)).toEqual([135, 3723]);

    await api.ok(api.request(a, 'PUT', `/lessons/${l1!.id}/note`, { body: '   ' }));
    const after = await api.ok<MemberNotes>(api.request(a, 'GET', '/notes'));
    expect(after.courses.find((item) => item.courseId === course.id)!.notes).toHaveLength(2);

    const tooLong = await api.request(a, 'PUT', `/lessons/${l1!.id}/note`, { body: 'é'.repeat(20_001) });
    expect(errorOf(tooLong).details).toEqual([
      expect.objectContaining({ field: 'body', key: 'courses.learning.validation.noteTooLong' }),
    ]);
    expect((await api.request(free, 'GET', '/notes')).statusCode).toBe(403);
    expect((await api.request(null, 'PUT', `/lessons/${l1!.id}/note`, { body: 'x' })).statusCode).toBe(401);

    // An inactive course's lessons take no notes from members, and its notes leave the list.
    await api.ok(api.request(admin, 'PUT', `/admin/courses/${course.id}/status`, { isActive: false }));
    expect(errorOf(await api.request(a, 'PUT', `/lessons/${l1!.id}/note`, { body: 'x' })).code).toBe(
      'LESSON_NOT_FOUND',
    );
    expect(
      (await api.ok<MemberNotes>(api.request(a, 'GET', '/notes'))).courses.some((item) => item.courseId === course.id),
    ).toBe(false);
  });
});
