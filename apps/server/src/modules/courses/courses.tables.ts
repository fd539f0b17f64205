import type { Generated } from 'kysely';
import type { Flag, Timestamp } from '../../db/column-types.js';

/** Courses (migration 20261124-0210-courses-tables; docs/decisions/0030-courses-module.md). */
export interface CoursesTable {
  id: Generated<number>;
  title: string;
  /** foldText(title), written with it: the catalogue's search compares against this. */
  search_title: string;
  description: string;
  category: string;
  /** '/uploads/<name>' of the thumbnail image, or null. */
  thumbnail_url: string | null;
  is_active: Generated<Flag>;
  /** The order of the catalogue and of the admin table (new courses go last). */
  position: number;
  module_count: Generated<number>;
  lesson_count: Generated<number>;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
  /** First activation; null while never active. */
  published_at: Timestamp | null;
  /** Whether completing it issues a certificate (migration 20261129-1150-courses-certificates). */
  certificate_enabled: Generated<Flag>;
  /** The text above the member's name; '' prints the catalogue's default. */
  certificate_text: Generated<string>;
  /** The community level needed to open it, 1 for none (migration 20261129-1600-courses-min-level). */
  min_level: Generated<number>;
}

export interface CourseModulesTable {
  id: Generated<number>;
  course_id: number;
  title: string;
  position: number;
  /** 'immediate', 'days' (release_days after access started) or 'date' (release_date, 'YYYY-MM-DD' in Brasília). */
  release_kind: Generated<string>;
  release_days: number | null;
  release_date: string | null;
}

export interface CourseLessonsTable {
  id: Generated<number>;
  module_id: number;
  /** Denormalised from the module, so progress and lookups need no join. */
  course_id: number;
  title: string;
  /** foldText(title), written with it (migration 20261124-0400): the top bar's search. */
  search_title: string;
  description_md: Generated<string>;
  video_kind: Generated<string>;
  /** The link of 'youtube', 'vimeo' and 'url'; null otherwise. */
  video_url: string | null;
  /** course_videos.id of 'file'; null otherwise. */
  video_file_id: number | null;
  duration_seconds: Generated<number>;
  position: number;
  /** When it was created (migration 20261129-1605); null for lessons created before it was recorded. */
  created_at: Timestamp | null;
}

/** One member's progress on one lesson: a row appears when they first watch or complete it. */
export interface LessonProgressTable {
  user_id: string;
  lesson_id: number;
  course_id: number;
  completed_at: Timestamp | null;
  position_seconds: Generated<number>;
  seconds_watched: Generated<number>;
  updated_at: Timestamp;
}

/** Lesson videos stored on the server (migration 20261124-0210-courses-videos; docs/decisions/0031-lesson-videos.md). */
export interface CourseVideosTable {
  id: Generated<number>;
  /** The file's name in the upload storage. */
  storage_key: string;
  mime_type: 'video/mp4' | 'video/webm';
  size_bytes: number;
  /** Read from the file's own header; null when the file does not say. */
  duration_seconds: number | null;
  /** The name the file had on the administrator's computer (shown, never used as a path). */
  original_name: string;
  /** Null once that administrator's account is deleted. */
  created_by: string | null;
  created_at: Generated<Timestamp>;
}

/** A lesson's 'Dúvidas da aula' forum topic (migration 20261124-0405-courses-lesson-question-topics; decision 0032). */
export interface LessonQuestionTopicsTable {
  lesson_id: number;
  topic_id: number;
}

/** One member's certificate of one course, as printed (migration 20261129-1150-courses-certificates; decision 0087). */
export interface CourseCertificatesTable {
  id: Generated<number>;
  /** Unguessable, 'XXXX-XXXX-XXXX-XXXX-XXXX' (100 random bits). */
  code: string;
  user_id: string;
  /** Null once the course was deleted: the certificate is then revoked. */
  course_id: number | null;
  member_name: string;
  course_title: string;
  total_seconds: number;
  certificate_text: string;
  academy_name: string;
  logo_url: string | null;
  completed_at: Timestamp;
  issued_at: Generated<Timestamp>;
}

/** An uploaded lesson material (migration 20261129-1210-courses-lesson-materials; decision 0088). */
export interface CourseMaterialFilesTable {
  id: Generated<number>;
  storage_key: string;
  file_type: 'pdf' | 'spreadsheet' | 'slides' | 'document' | 'image' | 'zip';
  /** The type the file is served as, read from its content. */
  mime_type: string;
  size_bytes: number;
  /** The name the file had on the administrator's computer: shown and sent as the download's name. */
  original_name: string;
  created_by: string | null;
  created_at: Generated<Timestamp>;
}

/** A lesson's material, in order: a file (file_id) or a link (label and url). */
export interface LessonMaterialsTable {
  id: Generated<number>;
  lesson_id: number;
  position: number;
  file_id: number | null;
  label: string | null;
  url: string | null;
}

/** When each member's access to courses started (migration 20261129-1230-courses-release-schedule). */
export interface CourseAccessStartsTable {
  user_id: string;
  started_at: Timestamp;
}

/** The members told that a module opened for them: once each. */
export interface ModuleReleaseNoticesTable {
  user_id: string;
  module_id: number;
  notified_at: Timestamp;
}

/** A member's private note on a lesson (migration 20261129-1245-courses-lesson-notes; decision 0090). */
export interface LessonNotesTable {
  user_id: string;
  lesson_id: number;
  course_id: number;
  body: string;
  updated_at: Timestamp;
}

export interface CoursesTables {
  courses: CoursesTable;
  course_modules: CourseModulesTable;
  course_lessons: CourseLessonsTable;
  lesson_progress: LessonProgressTable;
  course_videos: CourseVideosTable;
  lesson_question_topics: LessonQuestionTopicsTable;
  course_certificates: CourseCertificatesTable;
  course_material_files: CourseMaterialFilesTable;
  lesson_materials: LessonMaterialsTable;
  course_access_starts: CourseAccessStartsTable;
  module_release_notices: ModuleReleaseNoticesTable;
  lesson_notes: LessonNotesTable;
}
