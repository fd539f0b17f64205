import {
  courseContentInputSchema,
  vimeoVideoIdOf,
  youtubeVideoIdOf,
  type CourseContent,
  type CourseContentInput,
  type EditorMaterial,
  type LessonMaterialInput,
  type LessonVideoInput,
  type ModuleRelease,
} from '@blivion/shared/courses';
import { COURSE_LESSON_DURATION_MAX_SECONDS } from '@blivion/shared/core';

/**
 * The content editor's working copy ('Editar Conteúdo do Curso'): modules and lessons in order, each
 * with a key of its own (stable while it is dragged, new or not). Nothing reaches the server until
 * the one save, which sends the whole content (PUT .../content) in this order.
 */

/** A lesson's video as the editor shows it: none, a link (YouTube, Vimeo or a file's URL), or a file uploaded. */
export type VideoDraft =
  | { mode: 'none' }
  | { mode: 'link'; url: string }
  /** videoId null: the file mode is chosen and no file has been sent yet. */
  | { mode: 'file'; videoId: string | null; fileName: string | null };

export interface LessonDraft {
  key: string;
  /** The saved lesson's id (its members' progress stays with it); null for a new lesson. */
  id: string | null;
  title: string;
  descriptionMd: string;
  video: VideoDraft;
  /** As typed: 'mm:ss' or 'h:mm:ss'. */
  duration: string;
  /** 'Materiais da aula' in order: files uploaded (with their name, type and size) and links. */
  materials: EditorMaterial[];
}

export interface ModuleDraft {
  key: string;
  id: string | null;
  title: string;
  lessons: LessonDraft[];
  /** 'Liberação programada': at once, N days after the member's access started, or on a date. */
  release: ModuleRelease;
}

export interface ContentDraft {
  modules: ModuleDraft[];
  /** The next key for a module or lesson added here. */
  nextKey: number;
}

/** 'mm:ss' (or 'h:mm:ss' from an hour on), as the specification's default '00:00'. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}`
    : `${String(minutes).padStart(2, '0')}:${rest}`;
}

/** Seconds of 'mm:ss', 'h:mm:ss' or a plain number of seconds; '' is 0; null when it is none of them. */
export function parseDuration(text: string): number | null {
  const value = text.trim();
  if (value === '') return 0;
  const parts = value.split(':');
  if (parts.length > 3 || parts.some((part) => !/^\d{1,6}$/.test(part))) return null;
  const numbers = parts.map(Number);
  // Minutes and seconds after the first part are at most 59.
  if (numbers.slice(1).some((part) => part > 59)) return null;
  const seconds = numbers.reduce((total, part) => total * 60 + part, 0);
  return seconds <= COURSE_LESSON_DURATION_MAX_SECONDS ? seconds : null;
}

function videoDraftOf(video: CourseContent['modules'][number]['lessons'][number]['video']): VideoDraft {
  if (video.kind === 'none') return { mode: 'none' };
  if (video.kind === 'file') return { mode: 'file', videoId: video.videoId, fileName: null };
  return { mode: 'link', url: video.url };
}

/** The saved content as a draft to edit. */
export function draftFromContent(content: CourseContent): ContentDraft {
  let next = 0;
  const key = () => `k${++next}`;
  const modules = content.modules.map((module) => ({
    key: key(),
    id: module.id,
    title: module.title,
    release: module.release,
    lessons: module.lessons.map((lesson) => ({
      key: key(),
      id: lesson.id,
      title: lesson.title,
      descriptionMd: lesson.descriptionMd,
      video: videoDraftOf(lesson.video),
      duration: formatDuration(lesson.durationSeconds),
      materials: lesson.materials,
    })),
  }));
  return { modules, nextKey: next + 1 };
}

const YOUTUBE_HOST = /(^|\.)(youtube\.com|youtube-nocookie\.com|youtu\.be)$/i;
const VIMEO_HOST = /(^|\.)vimeo\.com$/i;

function hostOf(text: string): string {
  return URL.canParse(text) ? new URL(text).hostname : '';
}

/**
 * A link's kind: YouTube or Vimeo by their addresses (a link of theirs that names no video is still
 * theirs, and the schema refuses it), any other address a direct video URL.
 */
export function linkVideo(url: string): LessonVideoInput {
  const trimmed = url.trim();
  const host = hostOf(trimmed);
  if (youtubeVideoIdOf(trimmed) !== null || YOUTUBE_HOST.test(host)) return { kind: 'youtube', url: trimmed };
  if (vimeoVideoIdOf(trimmed) !== null || VIMEO_HOST.test(host)) return { kind: 'vimeo', url: trimmed };
  return { kind: 'url', url: trimmed };
}

function materialInput(material: EditorMaterial): LessonMaterialInput {
  return material.kind === 'file'
    ? { kind: 'file', fileId: material.fileId }
    : { kind: 'link', label: material.label, url: material.url };
}

function videoInput(video: VideoDraft): LessonVideoInput {
  if (video.mode === 'none') return { kind: 'none' };
  if (video.mode === 'file') return video.videoId ? { kind: 'file', videoId: video.videoId } : { kind: 'none' };
  return linkVideo(video.url);
}

/** Field path (as the server's VALIDATION_ERROR details name them, 'modules.0.lessons.1.title') to catalogue key. */
export type ContentErrors = Record<string, string>;

export type ContentCheck = { ok: true; body: CourseContentInput } | { ok: false; errors: ContentErrors };

export const lessonPath = (moduleIndex: number, lessonIndex: number, field: string) =>
  `modules.${moduleIndex}.lessons.${lessonIndex}.${field}`;
export const modulePath = (moduleIndex: number, field: string) => `modules.${moduleIndex}.${field}`;

/**
 * The request body of the draft, checked by the shared schema the server checks it with (section 5:
 * 'Adicione pelo menos um módulo ao curso.', the lesson-less module messages), plus the durations
 * the editor reads from 'mm:ss'. The first message of each field is kept.
 */
export function checkDraft(draft: ContentDraft): ContentCheck {
  const errors: ContentErrors = {};
  const body: CourseContentInput = {
    modules: draft.modules.map((module, moduleIndex) => ({
      id: module.id,
      title: module.title,
      release: module.release,
      lessons: module.lessons.map((lesson, lessonIndex) => {
        const durationSeconds = parseDuration(lesson.duration);
        if (durationSeconds === null) {
          errors[lessonPath(moduleIndex, lessonIndex, 'durationSeconds')] = 'courses.validation.invalidDuration';
        }
        if (lesson.video.mode === 'file' && !lesson.video.videoId) {
          errors[lessonPath(moduleIndex, lessonIndex, 'video')] = 'courses.contentDialog.video.fileRequired';
        }
        return {
          id: lesson.id,
          title: lesson.title,
          descriptionMd: lesson.descriptionMd,
          video: videoInput(lesson.video),
          durationSeconds: durationSeconds ?? 0,
          materials: lesson.materials.map(materialInput),
        };
      }),
    })),
  };
  const parsed = courseContentInputSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      // A video's message belongs to the video field, whatever part of it the schema named.
      const videoAt = issue.path.indexOf('video');
      const path = (videoAt >= 0 ? issue.path.slice(0, videoAt + 1) : issue.path).join('.');
      errors[path] ??= issue.message;
    }
  }
  return Object.keys(errors).length === 0 ? { ok: true, body } : { ok: false, errors };
}

/** The modules that have no lesson (section 5: each needs at least one). */
export function modulesWithoutLessons(draft: ContentDraft): Set<string> {
  return new Set(draft.modules.filter((module) => module.lessons.length === 0).map((module) => module.key));
}

export type DraftAction =
  | { type: 'reset'; draft: ContentDraft }
  | { type: 'addModule'; title: string }
  | { type: 'renameModule'; moduleKey: string; title: string }
  | { type: 'setModuleRelease'; moduleKey: string; release: ModuleRelease }
  | { type: 'removeModule'; moduleKey: string }
  | { type: 'moveModule'; from: number; to: number }
  | { type: 'addLesson'; moduleKey: string; title: string }
  | { type: 'updateLesson'; moduleKey: string; lessonKey: string; patch: Partial<Omit<LessonDraft, 'key' | 'id'>> }
  | { type: 'removeLesson'; moduleKey: string; lessonKey: string }
  | { type: 'moveLesson'; moduleKey: string; from: number; to: number }
  | { type: 'moveLessonToModule'; moduleKey: string; lessonKey: string; toModuleKey: string };

/** `list` with the item at `from` moved to `to` (both held within the list). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item!);
  return next;
}

function mapModule(draft: ContentDraft, moduleKey: string, change: (module: ModuleDraft) => ModuleDraft): ContentDraft {
  return { ...draft, modules: draft.modules.map((module) => (module.key === moduleKey ? change(module) : module)) };
}

export function draftReducer(draft: ContentDraft, action: DraftAction): ContentDraft {
  switch (action.type) {
    case 'reset':
      return action.draft;
    case 'addModule':
      return {
        modules: [
          ...draft.modules,
          { key: `k${draft.nextKey}`, id: null, title: action.title, lessons: [], release: { kind: 'immediate' } },
        ],
        nextKey: draft.nextKey + 1,
      };
    case 'renameModule':
      return mapModule(draft, action.moduleKey, (module) => ({ ...module, title: action.title }));
    case 'setModuleRelease':
      return mapModule(draft, action.moduleKey, (module) => ({ ...module, release: action.release }));
    case 'removeModule':
      return { ...draft, modules: draft.modules.filter((module) => module.key !== action.moduleKey) };
    case 'moveModule':
      return { ...draft, modules: moveItem(draft.modules, action.from, action.to) };
    case 'addLesson': {
      const lesson: LessonDraft = {
        key: `k${draft.nextKey}`,
        id: null,
        title: action.title,
        descriptionMd: '',
        video: { mode: 'none' },
        duration: formatDuration(0),
        materials: [],
      };
      const next = mapModule(draft, action.moduleKey, (module) => ({
        ...module,
        lessons: [...module.lessons, lesson],
      }));
      return { ...next, nextKey: draft.nextKey + 1 };
    }
    case 'updateLesson':
      return mapModule(draft, action.moduleKey, (module) => ({
        ...module,
        lessons: module.lessons.map((lesson) =>
          lesson.key === action.lessonKey ? { ...lesson, ...action.patch } : lesson,
        ),
      }));
    case 'removeLesson':
      return mapModule(draft, action.moduleKey, (module) => ({
        ...module,
        lessons: module.lessons.filter((lesson) => lesson.key !== action.lessonKey),
      }));
    case 'moveLesson':
      return mapModule(draft, action.moduleKey, (module) => ({
        ...module,
        lessons: moveItem(module.lessons, action.from, action.to),
      }));
    case 'moveLessonToModule': {
      const lesson = draft.modules
        .find((module) => module.key === action.moduleKey)
        ?.lessons.find((item) => item.key === action.lessonKey);
      if (!lesson || action.toModuleKey === action.moduleKey) return draft;
      return {
        ...draft,
        modules: draft.modules.map((module) =>
          module.key === action.moduleKey
            ? { ...module, lessons: module.lessons.filter((item) => item.key !== action.lessonKey) }
            : module.key === action.toModuleKey
              ? { ...module, lessons: [...module.lessons, lesson] }
              : module,
        ),
      };
    }
  }
}
