import { ChevronDown, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError, fieldControlProps, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { lessonPath, type LessonDraft, type VideoDraft } from '../../lib/admin-content-draft';
import { ItemActions } from './item-actions';
import { LessonMaterialsField } from './lesson-materials-field';
import type { VideoUpload } from './use-video-uploads';
import { VideoSourceField } from './video-source-field';

export interface LessonEditorProps {
  lesson: LessonDraft;
  moduleIndex: number;
  lessonIndex: number;
  lessonCount: number;
  handle: ReactNode;
  expanded: boolean;
  autoFocus: boolean;
  /** The modules it may be moved to, for 'Módulo da aula'. */
  modules: { key: string; label: string }[];
  moduleKey: string;
  errorAt: (path: string) => string | undefined;
  upload: VideoUpload | undefined;
  onToggle: () => void;
  onChange: (patch: Partial<Omit<LessonDraft, 'key' | 'id'>>) => void;
  onMove: (to: number) => void;
  onMoveToModule: (moduleKey: string) => void;
  onRemove: () => void;
  onUpload: (file: File) => void;
  onCancelUpload: () => void;
  onMaterialBusy: (busy: boolean) => void;
}

/** One lesson: its title and duration in the row; description, video and module when opened. */
export function LessonEditor({
  lesson,
  moduleIndex,
  lessonIndex,
  lessonCount,
  handle,
  expanded,
  autoFocus,
  modules,
  moduleKey,
  errorAt,
  upload,
  onToggle,
  onChange,
  onMove,
  onMoveToModule,
  onRemove,
  onUpload,
  onCancelUpload,
  onMaterialBusy,
}: LessonEditorProps) {
  const { t } = useTranslation();
  const id = `lesson-${lesson.key}`;
  const name = lesson.title.trim() || t('courses.contentDialog.lessonDefaultTitle', { n: lessonIndex + 1 });
  const titleError = errorAt(lessonPath(moduleIndex, lessonIndex, 'title'));
  const durationError = errorAt(lessonPath(moduleIndex, lessonIndex, 'durationSeconds'));
  const descriptionError = errorAt(lessonPath(moduleIndex, lessonIndex, 'descriptionMd'));
  const videoError = errorAt(lessonPath(moduleIndex, lessonIndex, 'video'));
  const materialError = (index: number) => {
    const at = (field: string) => errorAt(lessonPath(moduleIndex, lessonIndex, `materials.${index}${field}`));
    return at('.label') ?? at('.url') ?? at('.fileId') ?? at('');
  };
  const materialsError = errorAt(lessonPath(moduleIndex, lessonIndex, 'materials'));
  const hasMaterialError = !!materialsError || lesson.materials.some((_, index) => materialError(index));
  const hasError = !!(titleError || durationError || descriptionError || videoError || hasMaterialError);
  const Chevron = expanded ? ChevronDown : ChevronRight;

  return (
    <div
      role="group"
      aria-label={t('courses.contentDialog.lessonLabel', { n: lessonIndex + 1, title: name })}
      className="flex flex-col gap-3 rounded-md border bg-background p-2"
    >
      <div className="flex flex-wrap items-start gap-1 sm:flex-nowrap">
        {handle}
        <button
          type="button"
          className="flex size-9 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-accent-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          aria-expanded={expanded}
          aria-controls={`${id}-details`}
          aria-label={t('courses.contentDialog.showLesson', { title: name })}
          onClick={onToggle}
        >
          <Chevron className={hasError && !expanded ? 'size-4 text-destructive-text' : 'size-4'} aria-hidden="true" />
        </button>
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={`${id}-title`} className="sr-only">
            {t('courses.contentDialog.lessonTitle')}
          </label>
          <Input
            {...fieldControlProps(`${id}-title`, titleError)}
            autoFocus={autoFocus}
            value={lesson.title}
            onChange={(event) => onChange({ title: event.target.value })}
          />
          <FieldError id={`${id}-title`} error={titleError} />
        </div>
        <div className="flex w-24 shrink-0 flex-col gap-1">
          <label htmlFor={`${id}-duration`} className="sr-only">
            {t('courses.contentDialog.lessonDuration')}
          </label>
          <Input
            {...fieldControlProps(`${id}-duration`, durationError)}
            inputMode="numeric"
            placeholder={t('courses.contentDialog.lessonDurationPlaceholder')}
            title={t('courses.contentDialog.durationHint')}
            value={lesson.duration}
            onChange={(event) => onChange({ duration: event.target.value })}
          />
          <FieldError id={`${id}-duration`} error={durationError} />
        </div>
        <ItemActions
          itemKey={lesson.key}
          name={name}
          index={lessonIndex}
          count={lessonCount}
          removeLabel={t('courses.contentDialog.removeLessonNamed', { title: name })}
          onMove={onMove}
          onRemove={onRemove}
        />
      </div>
      {expanded && (
        <div id={`${id}-details`} className="flex flex-col gap-4 border-t px-2 pt-3 pb-1">
          <FormField
            id={`${id}-description`}
            label={t('courses.contentDialog.lessonDescription')}
            description={t('courses.contentDialog.descriptionHint')}
            error={descriptionError}
          >
            <Textarea
              {...fieldControlProps(`${id}-description`, descriptionError, 'hint')}
              rows={4}
              value={lesson.descriptionMd}
              onChange={(event) => onChange({ descriptionMd: event.target.value })}
            />
          </FormField>
          <VideoSourceField
            id={`${id}-video`}
            video={lesson.video}
            upload={upload}
            error={videoError}
            onChange={(video: VideoDraft) => onChange({ video })}
            onUpload={onUpload}
            onCancelUpload={onCancelUpload}
          />
          <LessonMaterialsField
            id={`${id}-materials`}
            materials={lesson.materials}
            errorAt={materialError}
            onChange={(materials) => onChange({ materials })}
            onBusyChange={onMaterialBusy}
          />
          {materialsError && <p className="text-sm font-medium text-destructive-text">{t(materialsError)}</p>}
          {modules.length > 1 && (
            <div className="flex flex-col gap-2 sm:max-w-xs">
              <label htmlFor={`${id}-module`} className="text-sm font-medium">
                {t('courses.contentDialog.moveToModule')}
              </label>
              <SelectField
                id={`${id}-module`}
                value={moduleKey}
                onValueChange={onMoveToModule}
                options={modules.map((module) => ({ value: module.key, label: module.label }))}
              />
            </div>
          )}
        </div>
      )}
    </div>
  );
}
