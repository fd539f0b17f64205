import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notesKeys, saveLessonNote } from '../api/lesson-notes';

/** How long typing must pause before the note is sent. */
export const NOTE_SAVE_DELAY_MS = 800;

/** 'saving' while typed text is not yet stored; 'saved' once the last text typed is. */
export type NoteSaveState = 'idle' | 'saving' | 'saved' | 'error';

/**
 * Saves a lesson's note as the member types: 800 ms after the last keystroke, one request at a time
 * in the order typed, the last text always sent last. Leaving the lesson sends what is pending
 * (keepalive, so it outlives the page). `save` is the request (the tests pass their own).
 */
export function useNoteSaver(lessonId: string, save = saveLessonNote) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<NoteSaveState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<string | null>(null);
  const typed = useRef(0);
  const queue = useRef<Promise<void>>(Promise.resolve());

  const flush = useCallback(
    (keepalive = false) => {
      clearTimeout(timer.current);
      const body = pending.current;
      if (body === null) return;
      pending.current = null;
      const version = typed.current;
      queue.current = queue.current.then(async () => {
        try {
          const note = await save(lessonId, body, keepalive);
          queryClient.setQueryData(notesKeys.lesson(lessonId), note);
          void queryClient.invalidateQueries({ queryKey: notesKeys.all, exact: true });
          if (typed.current === version) setState('saved');
        } catch {
          if (typed.current === version) setState('error');
        }
      });
    },
    [lessonId, queryClient, save],
  );

  useEffect(() => () => flush(true), [flush]);

  const change = useCallback(
    (body: string) => {
      typed.current += 1;
      pending.current = body;
      setState('saving');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => flush(), NOTE_SAVE_DELAY_MS);
    },
    [flush],
  );

  return { state, change, flush };
}
