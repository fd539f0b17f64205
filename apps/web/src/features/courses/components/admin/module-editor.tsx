import { Plus } from 'lucide-react';
import type { Dispatch, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FieldError, fieldControlProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { modulePath, type DraftAction, type ModuleDraft } from '../../lib/admin-content-draft';
import { ItemActions } from './item-actions';
import { LessonEditor } from './lesson-editor';
import { ModuleReleaseField } from './module-release-field';
import { SortableItem, SortableList } from './sortable-list';
import type { VideoUpload } from './use-video-uploads';

export interface ModuleEditorProps {
  module: ModuleDraft;
  moduleIndex: number;
  moduleCount: number;
  handle: ReactNode;
  /** Every module by key and label, for moving a lesson to another one. */
  modules: { key: string; label: string }[];
  empty: boolean;
  showEmpty: boolean;
  focusKey: string | null;
  expanded: ReadonlySet<string>;
  uploads: Record<string, VideoUpload>;
  errorAt: (path: string) => string | undefined;
  dispatch: Dispatch<DraftAction>;
  onAddLesson: () => void;
  onToggleLesson: (lessonKey: string) => void;
  onDraggingChange: (dragging: boolean) => void;
  onUpload: (lessonKey: string, file: File) => void;
  onCancelUpload: (lessonKey: string) => void;
  /** A lesson's material upload started or ended (the save waits for them). */
  onMaterialBusy: (lessonKey: string, busy: boolean) => void;
  /** After a move by the arrow buttons: say where the item is now, and keep the focus on it. */
  onMoved: (key: string, direction: 'up' | 'down', title: string, position: number, total: number) => void;
}

/** One module: its title, its place among the modules, and its lessons (reordered within it). */
export function ModuleEditor({
  module,
  moduleIndex,
  moduleCount,
  handle,
  modules,
  empty,
  showEmpty,
  focusKey,
  expanded,
  uploads,
  errorAt,
  dispatch,
  onAddLesson,
  onToggleLesson,
  onDraggingChange,
  onUpload,
  onCancelUpload,
  onMaterialBusy,
  onMoved,
}: ModuleEditorProps) {
  const { t } = useTranslation();
  const id = `module-${module.key}`;
  const name = module.title.trim() || t('courses.contentDialog.moduleDefaultTitle', { n: moduleIndex + 1 });
  const titleError = errorAt(modulePath(moduleIndex, 'title'));
  const releaseError =
    errorAt(modulePath(moduleIndex, 'release.days')) ??
    errorAt(modulePath(moduleIndex, 'release.date')) ??
    errorAt(modulePath(moduleIndex, 'release'));
  const lessonName = (title: string, index: number) =>
    title.trim() || t('courses.contentDialog.lessonDefaultTitle', { n: index + 1 });
  const moveModule = (to: number) => {
    dispatch({ type: 'moveModule', from: moduleIndex, to });
    onMoved(module.key, to < moduleIndex ? 'up' : 'down', name, to + 1, moduleCount);
  };
  const moveLesson = (from: number, to: number) => dispatch({ type: 'moveLesson', moduleKey: module.key, from, to });
  const moveLessonByButton = (from: number, to: number) => {
    moveLesson(from, to);
    const lesson = module.lessons[from];
    if (lesson)
      onMoved(lesson.key, to < from ? 'up' : 'down', lessonName(lesson.title, from), to + 1, module.lessons.length);
  };

  return (
    <section
      aria-label={t('courses.contentDialog.moduleLabel', { n: moduleIndex + 1, title: name })}
      className="flex flex-col gap-3 rounded-lg border bg-card p-3"
    >
      <div className="flex items-start gap-1">
        {handle}
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={`${id}-title`} className="sr-only">
            {t('courses.contentDialog.moduleTitle')}
          </label>
          <Input
            {...fieldControlProps(`${id}-title`, titleError)}
            className="font-semibold"
            autoFocus={focusKey === module.key}
            value={module.title}
            onChange={(event) => dispatch({ type: 'renameModule', moduleKey: module.key, title: event.target.value })}
          />
          <FieldError id={`${id}-title`} error={titleError} />
        </div>
        <span className="hidden h-9 shrink-0 items-center px-2 text-xs text-muted-foreground sm:flex">
          {t('courses.contentDialog.lessonCount', { count: module.lessons.length })}
        </span>
        <ItemActions
          itemKey={module.key}
          name={name}
          index={moduleIndex}
          count={moduleCount}
          removeLabel={t('courses.contentDialog.removeModuleNamed', { title: name })}
          onMove={moveModule}
          onRemove={() => {
            module.lessons.forEach((lesson) => onCancelUpload(lesson.key));
            dispatch({ type: 'removeModule', moduleKey: module.key });
          }}
        />
      </div>
      <ModuleReleaseField
        id={id}
        release={module.release}
        error={releaseError}
        onChange={(release) => dispatch({ type: 'setModuleRelease', moduleKey: module.key, release })}
      />
      {empty ? (
        <p
          className={
            showEmpty ? 'px-2 text-sm font-medium text-destructive-text' : 'px-2 text-sm text-muted-foreground'
          }
        >
          {t('courses.contentDialog.moduleEmpty')}
        </p>
      ) : (
        <SortableList
          items={module.lessons}
          keyOf={(lesson) => lesson.key}
          labelOf={(lesson) => lessonName(lesson.title, module.lessons.indexOf(lesson))}
          onMove={moveLesson}
          onDraggingChange={onDraggingChange}
        >
          <ol className="flex flex-col gap-2">
            {module.lessons.map((lesson, lessonIndex) => (
              <SortableItem
                key={lesson.key}
                id={lesson.key}
                handleLabel={t('courses.contentDialog.dragLesson', { title: lessonName(lesson.title, lessonIndex) })}
              >
                {(lessonHandle) => (
                  <LessonEditor
                    lesson={lesson}
                    moduleIndex={moduleIndex}
                    lessonIndex={lessonIndex}
                    lessonCount={module.lessons.length}
                    handle={lessonHandle}
                    expanded={expanded.has(lesson.key)}
                    autoFocus={focusKey === lesson.key}
                    modules={modules}
                    moduleKey={module.key}
                    errorAt={errorAt}
                    upload={uploads[lesson.key]}
                    onToggle={() => onToggleLesson(lesson.key)}
                    onChange={(patch) =>
                      dispatch({ type: 'updateLesson', moduleKey: module.key, lessonKey: lesson.key, patch })
                    }
                    onMove={(to) => moveLessonByButton(lessonIndex, to)}
                    onMoveToModule={(toModuleKey) =>
                      dispatch({
                        type: 'moveLessonToModule',
                        moduleKey: module.key,
                        lessonKey: lesson.key,
                        toModuleKey,
                      })
                    }
                    onRemove={() => {
                      onCancelUpload(lesson.key);
                      dispatch({ type: 'removeLesson', moduleKey: module.key, lessonKey: lesson.key });
                    }}
                    onUpload={(file) => onUpload(lesson.key, file)}
                    onCancelUpload={() => onCancelUpload(lesson.key)}
                    onMaterialBusy={(busy) => onMaterialBusy(lesson.key, busy)}
                  />
                )}
              </SortableItem>
            ))}
          </ol>
        </SortableList>
      )}
      <Button variant="outline" size="sm" className="self-start" onClick={onAddLesson}>
        <Plus aria-hidden="true" />
        {t('courses.contentDialog.addLesson')}
      </Button>
    </section>
  );
}
