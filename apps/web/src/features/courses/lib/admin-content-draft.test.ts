import type { CourseContent } from '@blivion/shared/courses';
import { describe, expect, it } from 'vitest';
import {
  checkDraft,
  draftFromContent,
  draftReducer,
  formatDuration,
  linkVideo,
  parseDuration,
  type ContentDraft,
} from './admin-content-draft';

const saved: CourseContent = {
  courseId: '7',
  modules: [
    {
      id: '1',
      title: 'Módulo A',
      release: { kind: 'immediate' },
      lessons: [
        { id: '11', title: 'Aula A1', descriptionMd: '', video: { kind: 'none' }, durationSeconds: 90, materials: [] },
        {
          id: '12',
          title: 'Aula A2',
          descriptionMd: '**x**',
          video: { kind: 'youtube', url: 'https://youtu.be/dQw4w9WgXcQ' },
          durationSeconds: 3725,
          materials: [],
        },
      ],
    },
    {
      id: '2',
      title: 'Módulo B',
      release: { kind: 'immediate' },
      lessons: [
        {
          id: '21',
          title: 'Aula B1',
          descriptionMd: '',
          video: { kind: 'file', videoId: '5' },
          durationSeconds: 0,
          materials: [],
        },
      ],
    },
  ],
};

const lessonIds = (draft: ContentDraft) => draft.modules.map((module) => module.lessons.map((lesson) => lesson.id));

describe('content draft', () => {
  it('reads the saved content and sends it back unchanged, ids and order kept', () => {
    const draft = draftFromContent(saved);
    expect(draft.modules[0]!.lessons[1]!.duration).toBe('1:02:05');
    const check = checkDraft(draft);
    expect(check).toEqual({
      ok: true,
      body: {
        modules: saved.modules.map((module) => ({
          id: module.id,
          title: module.title,
          release: { kind: 'immediate' },
          lessons: module.lessons.map(({ id, title, descriptionMd, video, durationSeconds }) => ({
            id,
            title,
            descriptionMd,
            video,
            durationSeconds,
            materials: [],
          })),
        })),
      },
    });
  });

  it('moves modules and lessons, held within their lists, and a lesson to another module', () => {
    let draft = draftFromContent(saved);
    draft = draftReducer(draft, { type: 'moveModule', from: 1, to: 0 });
    expect(draft.modules.map((module) => module.id)).toEqual(['2', '1']);
    draft = draftReducer(draft, { type: 'moveLesson', moduleKey: draft.modules[1]!.key, from: 0, to: 5 });
    expect(lessonIds(draft)).toEqual([['21'], ['12', '11']]);
    draft = draftReducer(draft, {
      type: 'moveLessonToModule',
      moduleKey: draft.modules[1]!.key,
      lessonKey: draft.modules[1]!.lessons[0]!.key,
      toModuleKey: draft.modules[0]!.key,
    });
    expect(lessonIds(draft)).toEqual([['21', '12'], ['11']]);
  });

  it('new modules and lessons go without an id and with their own keys', () => {
    let draft = draftReducer(draftFromContent(saved), { type: 'addModule', title: 'MÓDULO 3' });
    const added = draft.modules[2]!;
    draft = draftReducer(draft, { type: 'addLesson', moduleKey: added.key, title: 'Nova Aula 1' });
    const lesson = draft.modules[2]!.lessons[0]!;
    expect(lesson).toMatchObject({ id: null, title: 'Nova Aula 1', duration: '00:00', video: { mode: 'none' } });
    expect(
      new Set(draft.modules.flatMap((module) => [module.key, ...module.lessons.map((item) => item.key)])).size,
    ).toBe(7);
    const check = checkDraft(draft);
    expect(check.ok && check.body.modules[2]).toEqual({
      id: null,
      title: 'MÓDULO 3',
      release: { kind: 'immediate' },
      lessons: [
        {
          id: null,
          title: 'Nova Aula 1',
          descriptionMd: '',
          video: { kind: 'none' },
          durationSeconds: 0,
          materials: [],
        },
      ],
    });
  });

  it('gives the specification section 5 messages: no module, one module without lessons, several', () => {
    expect(checkDraft({ modules: [], nextKey: 1 })).toEqual({
      ok: false,
      errors: { modules: 'courses.validation.atLeastOneModule' },
    });
    let draft = draftReducer(draftFromContent(saved), { type: 'addModule', title: 'MÓDULO 3' });
    expect(checkDraft(draft)).toEqual({ ok: false, errors: { modules: 'courses.validation.moduleWithoutLessons' } });
    draft = draftReducer(draft, { type: 'addModule', title: 'MÓDULO 4' });
    expect(checkDraft(draft)).toEqual({ ok: false, errors: { modules: 'courses.validation.modulesWithoutLessons' } });
  });

  it('names the field of each bad lesson: title, duration, video link, file not sent', () => {
    const draft = draftFromContent(saved);
    const [first, second] = draft.modules;
    let next = draftReducer(draft, {
      type: 'updateLesson',
      moduleKey: first!.key,
      lessonKey: first!.lessons[0]!.key,
      patch: { title: '  ', duration: '7:75' },
    });
    next = draftReducer(next, {
      type: 'updateLesson',
      moduleKey: first!.key,
      lessonKey: first!.lessons[1]!.key,
      patch: { video: { mode: 'link', url: 'https://www.youtube.com/@canal' } },
    });
    next = draftReducer(next, {
      type: 'updateLesson',
      moduleKey: second!.key,
      lessonKey: second!.lessons[0]!.key,
      patch: { video: { mode: 'file', videoId: null, fileName: null } },
    });
    expect(checkDraft(next)).toEqual({
      ok: false,
      errors: {
        'modules.0.lessons.0.title': 'courses.validation.lessonTitleRequired',
        'modules.0.lessons.0.durationSeconds': 'courses.validation.invalidDuration',
        'modules.0.lessons.1.video': 'courses.validation.invalidVideoUrl',
        'modules.1.lessons.0.video': 'courses.contentDialog.video.fileRequired',
      },
    });
  });

  it('tells YouTube, Vimeo and direct links apart', () => {
    expect(linkVideo(' https://www.youtube.com/watch?v=dQw4w9WgXcQ ')).toEqual({
      kind: 'youtube',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expect(linkVideo('https://vimeo.com/76979871').kind).toBe('vimeo');
    expect(linkVideo('https://cdn.example.com/aula.mp4').kind).toBe('url');
  });

  it('reads and writes durations as mm:ss and h:mm:ss', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(754)).toBe('12:34');
    expect(parseDuration('12:34')).toBe(754);
    expect(parseDuration('1:02:05')).toBe(3725);
    expect(parseDuration('90')).toBe(90);
    expect(parseDuration('')).toBe(0);
    for (const bad of ['1:60', 'abc', '1:2:3:4', '-5', '25:00:00']) expect(parseDuration(bad)).toBeNull();
  });
});
