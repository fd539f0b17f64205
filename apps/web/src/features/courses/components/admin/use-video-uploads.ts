import { COURSE_VIDEO_MAX_BYTES } from '@blivion/shared/core';
import type { CourseVideoUpload } from '@blivion/shared/courses';
import { useCallback, useEffect, useRef, useState } from 'react';
import { uploadCourseVideo } from '../../api/admin-upload-video';

/** An upload under way for one lesson (by its draft key). */
export interface VideoUpload {
  fileName: string;
  percent: number;
}

const VIDEO_TYPES = ['video/mp4', 'video/webm'];
const VIDEO_EXTENSIONS = /\.(mp4|m4v|webm)$/i;

/** A catalogue key when the file is plainly not one the server takes; the server checks the content again. */
export function videoFileRefusal(file: File): string | null {
  const typeOk = VIDEO_TYPES.includes(file.type) || (!file.type && VIDEO_EXTENSIONS.test(file.name));
  if (!typeOk) return 'courses.contentDialog.video.invalidType';
  return file.size > COURSE_VIDEO_MAX_BYTES ? 'courses.contentDialog.video.tooLarge' : null;
}

/** The stated size limit in MB, for the hint and the refusal. */
export const VIDEO_MAX_MB = Math.floor(COURSE_VIDEO_MAX_BYTES / (1024 * 1024));

interface Handlers {
  onDone: (lessonKey: string, fileName: string, video: CourseVideoUpload) => void;
  onError: (lessonKey: string, error: unknown) => void;
}

/**
 * The content editor's video uploads, one per lesson at a time, with their progress. Each can be
 * cancelled; those still running when the editor closes are cancelled with it.
 */
export function useVideoUploads({ onDone, onError }: Handlers) {
  const [uploads, setUploads] = useState<Record<string, VideoUpload>>({});
  const controllers = useRef(new Map<string, AbortController>());
  const handlers = useRef({ onDone, onError });
  useEffect(() => {
    handlers.current = { onDone, onError };
  });
  useEffect(() => {
    const running = controllers.current;
    return () => running.forEach((controller) => controller.abort());
  }, []);

  const finish = (lessonKey: string) => {
    controllers.current.delete(lessonKey);
    setUploads(({ [lessonKey]: _finished, ...rest }) => rest);
  };

  const start = useCallback((lessonKey: string, file: File) => {
    controllers.current.get(lessonKey)?.abort();
    const controller = new AbortController();
    controllers.current.set(lessonKey, controller);
    setUploads((current) => ({ ...current, [lessonKey]: { fileName: file.name, percent: 0 } }));
    uploadCourseVideo(file, {
      signal: controller.signal,
      onProgress: ({ percent }) =>
        setUploads((current) =>
          current[lessonKey] ? { ...current, [lessonKey]: { fileName: file.name, percent } } : current,
        ),
    }).then(
      (video) => {
        if (controllers.current.get(lessonKey) !== controller) return;
        finish(lessonKey);
        handlers.current.onDone(lessonKey, file.name, video);
      },
      (error: unknown) => {
        if (controllers.current.get(lessonKey) !== controller) return;
        finish(lessonKey);
        handlers.current.onError(lessonKey, error);
      },
    );
  }, []);

  const cancel = useCallback((lessonKey: string) => {
    const controller = controllers.current.get(lessonKey);
    if (!controller) return;
    controller.abort();
    finish(lessonKey);
  }, []);

  return { uploads, start, cancel, busy: Object.keys(uploads).length > 0 };
}
