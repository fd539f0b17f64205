import type { CourseThumbnailResponse } from '@blivion/shared/courses';
import { apiFetch } from '@/lib/api-client';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import { adminCoursePath } from './admin-query-keys';

/** PUT (a file; the server checks it by content, like the logos) or DELETE (null) of a course's thumbnail. */
export function sendCourseThumbnail(courseId: string, file: File | null): Promise<CourseThumbnailResponse> {
  const path = adminCoursePath(courseId, '/thumbnail');
  return file
    ? uploadWithProgress<CourseThumbnailResponse>(path, file, { method: 'PUT' })
    : apiFetch<CourseThumbnailResponse>(path, { method: 'DELETE' });
}
