import type { CourseContent } from '@blivion/shared/courses';
import { AlertCircle, Plus } from 'lucide-react';
import { useMemo, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { SubmitButton } from '@/components/ui/submit-button';
import { ApiError } from '@/lib/api-client';
import { apiErrorOr, apiErrorTitle } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { useSaveCourseContent } from '../../api/admin-save-course-content';
import {
  checkDraft,
  draftFromContent,
  draftReducer,
  formatDuration,
  modulesWithoutLessons,
  type ContentErrors,
  type DraftAction,
} from '../../lib/admin-content-draft';
import { ModuleEditor } from './module-editor';
import { SortableItem, SortableList } from './sortable-list';
import { useVideoUploads } from './use-video-uploads';

/** The server's field messages of a refused save (VALIDATION_ERROR details), by path. */
function serverErrorsOf(error: unknown): ContentErrors {
  if (!(error instanceof ApiError) || error.code !== 'VALIDATION_ERROR' || !Array.isArray(error.details)) return {};
  const errors: ContentErrors = {};
  for (const detail of error.details as { field?: unknown; key?: unknown; message?: unknown }[]) {
    const message =
      typeof detail.key === 'string' ? detail.key : typeof detail.message === 'string' ? detail.message : null;
    if (typeof detail.field === 'string' && message) errors[detail.field] ??= message;
  }
  return errors;
}

/**
 * 'Editar Conteúdo do Curso': modules and lessons added, renamed, removed and reordered (by drag,
 * by keyboard, or the arrow buttons), each lesson's description, video and duration; one save sends
 * it all (applied whole or not at all). The section 5 messages show once a save was tried.
 */
export function ContentEditor({
  courseId,
  content,
  onDirtyChange,
  onDraggingChange,
  onCancel,
  onSaved,
}: {
  courseId: string;
  content: CourseContent;
  onDirtyChange: (dirty: boolean) => void;
  onDraggingChange: (dragging: boolean) => void;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const initial = useMemo(() => draftFromContent(content), [content]);
  const [draft, rawDispatch] = useReducer(draftReducer, initial);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<ContentErrors>({});
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [materialUploads, setMaterialUploads] = useState<ReadonlySet<string>>(() => new Set());
  const onMaterialBusy = (lessonKey: string, busy: boolean) =>
    setMaterialUploads((current) => {
      const next = new Set(current);
      if (busy) next.add(lessonKey);
      else next.delete(lessonKey);
      return next;
    });

  const summaryRef = useRef<HTMLDivElement>(null);
  const save = useSaveCourseContent(courseId);

  const dispatch = (action: DraftAction) => {
    rawDispatch(action);
    setServerErrors({});
    onDirtyChange(true);
  };
  const uploads = useVideoUploads({
    onDone: (lessonKey, fileName, video) => {
      const module = draft.modules.find((item) => item.lessons.some((lesson) => lesson.key === lessonKey));
      if (!module) return;
      const patch = {
        video: { mode: 'file' as const, videoId: video.videoId, fileName },
        ...(video.durationSeconds !== null ? { duration: formatDuration(video.durationSeconds) } : {}),
      };
      dispatch({ type: 'updateLesson', moduleKey: module.key, lessonKey, patch });
      if (video.durationSeconds !== null) {
        setAnnouncement(
          t('courses.contentDialog.video.durationFilled', { duration: formatDuration(video.durationSeconds) }),
        );
      }
    },
    onError: (_lessonKey, error) =>
      toast.error(apiErrorTitle(t, error, 'courses.contentDialog.video.uploadErrorTitle'), {
        description: apiErrorOr(t, error, 'courses.contentDialog.video.uploadFailed'),
      }),
  });

  const busy = uploads.busy || materialUploads.size > 0;
  const check = useMemo(() => checkDraft(draft), [draft]);
  const errors: ContentErrors = { ...(attempted && !check.ok ? check.errors : {}), ...serverErrors };
  const errorAt = (path: string) => errors[path];
  const emptyModules = modulesWithoutLessons(draft);
  const contentError = errors.modules;
  const moduleOptions = draft.modules.map((module, index) => ({
    key: module.key,
    label: module.title.trim() || t('courses.contentDialog.moduleDefaultTitle', { n: index + 1 }),
  }));

  const addModule = () => {
    setFocusKey(`k${draft.nextKey}`);
    dispatch({
      type: 'addModule',
      title: t('courses.contentDialog.moduleDefaultTitle', { n: draft.modules.length + 1 }),
    });
  };
  const addLesson = (moduleKey: string, lessonCount: number) => {
    const key = `k${draft.nextKey}`;
    setFocusKey(key);
    setExpanded((current) => new Set(current).add(key));
    dispatch({
      type: 'addLesson',
      moduleKey,
      title: t('courses.contentDialog.lessonDefaultTitle', { n: lessonCount + 1 }),
    });
  };
  const toggleLesson = (lessonKey: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(lessonKey)) next.add(lessonKey);
      return next;
    });
  const onMoved = (key: string, direction: 'up' | 'down', title: string, position: number, total: number) => {
    setAnnouncement(t('courses.contentDialog.dnd.dropped', { item: title, position, total }));
    // The item's DOM node moved: give the focus back to the arrow it was on (or the other one at an end).
    requestAnimationFrame(() => {
      const same = document.getElementById(`move-${direction}-${key}`) as HTMLButtonElement | null;
      const other = document.getElementById(`move-${direction === 'up' ? 'down' : 'up'}-${key}`);
      (same && !same.disabled ? same : other)?.focus();
    });
  };

  const onSave = async () => {
    setAttempted(true);
    if (!check.ok) {
      summaryRef.current?.focus();
      return;
    }
    try {
      await save.mutateAsync(check.body);
      toast.success(t('courses.toasts.contentUpdatedTitle'), {
        description: t('courses.toasts.contentUpdatedMessage'),
      });
      onSaved();
    } catch (error) {
      setServerErrors(serverErrorsOf(error));
      toast.error(t('courses.toasts.contentErrorTitle'), {
        description: apiErrorOr(t, error, 'courses.toasts.retryMessage'),
      });
      summaryRef.current?.focus();
    }
  };

  const hasErrors = Object.keys(errors).length > 0;
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void onSave();
      }}
    >
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
      <div ref={summaryRef} tabIndex={-1} className="outline-none">
        {hasErrors && (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-md border border-destructive/50 p-3 text-sm text-destructive-text"
          >
            <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {contentError ? t(contentError) : t('courses.contentDialog.fixErrors')}
          </p>
        )}
      </div>
      {draft.modules.length === 0 ? (
        <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
          {t('courses.contentDialog.noModules')}
        </p>
      ) : (
        <SortableList
          items={draft.modules}
          keyOf={(module) => module.key}
          labelOf={(module) => moduleOptions.find((option) => option.key === module.key)?.label ?? module.title}
          onMove={(from, to) => dispatch({ type: 'moveModule', from, to })}
          onDraggingChange={onDraggingChange}
        >
          <ol className="flex flex-col gap-3">
            {draft.modules.map((module, moduleIndex) => (
              <SortableItem
                key={module.key}
                id={module.key}
                handleLabel={t('courses.contentDialog.dragModule', { title: moduleOptions[moduleIndex]!.label })}
              >
                {(handle) => (
                  <ModuleEditor
                    module={module}
                    moduleIndex={moduleIndex}
                    moduleCount={draft.modules.length}
                    handle={handle}
                    modules={moduleOptions}
                    empty={emptyModules.has(module.key)}
                    showEmpty={attempted}
                    focusKey={focusKey}
                    expanded={expanded}
                    uploads={uploads.uploads}
                    errorAt={errorAt}
                    dispatch={dispatch}
                    onAddLesson={() => addLesson(module.key, module.lessons.length)}
                    onToggleLesson={toggleLesson}
                    onDraggingChange={onDraggingChange}
                    onUpload={uploads.start}
                    onCancelUpload={uploads.cancel}
                    onMaterialBusy={onMaterialBusy}
                    onMoved={onMoved}
                  />
                )}
              </SortableItem>
            ))}
          </ol>
        </SortableList>
      )}
      <Button variant="outline" className="self-start" onClick={addModule}>
        <Plus aria-hidden="true" />
        {t('courses.contentDialog.addModule')}
      </Button>
      {busy && <p className="text-sm text-muted-foreground">{t('courses.contentDialog.uploadsPending')}</p>}
      <DialogFooter>
        <Button variant="outline" disabled={save.isPending} onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <SubmitButton busy={save.isPending} busyLabel={t('courses.contentDialog.submitting')} disabled={busy}>
          {t('courses.contentDialog.submit')}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
