import type { LessonNote, MemberNotes } from '@blivion/shared/courses';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '@/lib/api-client';
import { lessonPath } from './query-keys';

export const notesKeys = {
  all: ['lesson-notes'] as const,
  lesson: (lessonId: string) => ['lesson-notes', lessonId] as const,
};

/** GET /api/lessons/:lessonId/note: the member's own note on the lesson ('' and updatedAt null when none). */
export function useLessonNote(lessonId: string) {
  return useQuery({
    queryKey: notesKeys.lesson(lessonId),
    queryFn: ({ signal }) => apiFetch<LessonNote>(`${lessonPath(lessonId)}/note`, { signal }),
    // The note is typed here and saved from here: a refetch would overwrite what is being typed.
    staleTime: Infinity,
  });
}

/** PUT /api/lessons/:lessonId/note: the whole note as typed ('' deletes it). */
export function saveLessonNote(lessonId: string, body: string, keepalive = false): Promise<LessonNote> {
  return apiFetch<LessonNote>(`${lessonPath(lessonId)}/note`, { method: 'PUT', body: { body }, keepalive });
}

/** GET /api/notes: every note of the member, by course. */
export function useMemberNotes() {
  return useQuery({
    queryKey: notesKeys.all,
    queryFn: ({ signal }) => apiFetch<MemberNotes>('/api/notes', { signal }),
  });
}
