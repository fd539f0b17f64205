import {
  COURSE_CATEGORIES,
  createCourseSchema,
  type AdminCourse,
  type CreateCourseInput,
} from '@blivion/shared/courses';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { fieldControlProps, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { SelectField } from '@/components/ui/select';
import { SubmitButton } from '@/components/ui/submit-button';
import { Textarea } from '@/components/ui/textarea';
import { apiErrorOr, apiErrorTitle } from '@/lib/api-errors';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useCreateCourse } from '../../api/admin-create-course';
import { useUpdateCourse } from '../../api/admin-update-course';
import { ThumbnailField, type ThumbnailChoice } from './thumbnail-field';

const FIELDS = ['title', 'description', 'category', 'certificateEnabled', 'certificateText'] as const;
type Values = CreateCourseInput;

/** 'Criar Curso' (course: null) and 'Editar Curso': title, description, category and the thumbnail. */
export function CourseFormDialog({
  course,
  onOpenChange,
}: {
  course: AdminCourse | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const creating = course === null;
  const prefix = creating ? 'create-course' : 'edit-course';
  const createCourse = useCreateCourse();
  const updateCourse = useUpdateCourse();
  const [thumbnail, setThumbnail] = useState<ThumbnailChoice>({ kind: 'keep' });
  const form = useForm<Values>({
    resolver: zodResolver(createCourseSchema),
    defaultValues: course
      ? {
          title: course.title,
          description: course.description,
          category: course.category,
          certificateEnabled: course.certificateEnabled,
          certificateText: course.certificateText,
        }
      : { title: '', description: '', category: undefined, certificateEnabled: true, certificateText: '' },
  });
  const { errors, isSubmitting, dirtyFields } = form.formState;
  const texts = creating ? 'courses.createDialog' : 'courses.editDialog';

  const create = async (values: Values) => {
    try {
      const result = await createCourse.mutateAsync({
        input: values,
        thumbnail: thumbnail.kind === 'file' ? thumbnail.file : null,
      });
      toast.success(t('courses.toasts.createdTitle'), { description: t('courses.toasts.createdMessage') });
      if (result.thumbnailError) {
        toast.error(t('courses.createDialog.thumbnailFailedTitle'), {
          description: t('courses.createDialog.thumbnailFailedMessage', {
            message: apiErrorOr(t, result.thumbnailError, 'courses.toasts.retryMessage'),
          }),
        });
      }
      onOpenChange(false);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS);
      toast.error(t('courses.toasts.createErrorTitle'), {
        description: apiErrorOr(t, error, 'courses.toasts.createErrorMessage'),
      });
    }
  };

  const update = async (current: AdminCourse, values: Values) => {
    const changed = FIELDS.filter((field) => dirtyFields[field] && values[field] !== current[field]);
    const changes = changed.length > 0 ? Object.fromEntries(changed.map((field) => [field, values[field]])) : undefined;
    const thumbnailChange =
      thumbnail.kind === 'file'
        ? thumbnail.file
        : thumbnail.kind === 'remove' && current.thumbnailUrl
          ? null
          : undefined;
    if (!changes && thumbnailChange === undefined) {
      onOpenChange(false);
      return;
    }
    try {
      await updateCourse.mutateAsync({ course: current, changes, thumbnail: thumbnailChange });
      toast.success(t('courses.toasts.updatedTitle'), { description: t('courses.toasts.updatedMessage') });
      onOpenChange(false);
    } catch (error) {
      applyServerFieldErrors(error, form.setError, FIELDS);
      toast.error(apiErrorTitle(t, error, 'courses.toasts.updateErrorTitle'), {
        description: apiErrorOr(t, error, 'courses.toasts.retryMessage'),
      });
    }
  };

  const onSubmit = form.handleSubmit((values) => (course ? update(course, values) : create(values)));
  const categories = COURSE_CATEGORIES.map((value) => ({ value, label: t(`courses.categories.${value}`) }));

  return (
    <Dialog open onOpenChange={(open) => !isSubmitting && onOpenChange(open)}>
      <DialogContent title={t(`${texts}.title`)} description={t(`${texts}.description`)}>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <FormField id={`${prefix}-title`} label={t('courses.form.title')} error={errors.title?.message}>
            <Input
              {...fieldControlProps(`${prefix}-title`, errors.title?.message)}
              autoComplete="off"
              placeholder={t('courses.form.titlePlaceholder')}
              {...form.register('title')}
            />
          </FormField>
          <FormField
            id={`${prefix}-description`}
            label={t('courses.form.description')}
            error={errors.description?.message}
          >
            <Textarea
              {...fieldControlProps(`${prefix}-description`, errors.description?.message)}
              rows={4}
              placeholder={t('courses.form.descriptionPlaceholder')}
              {...form.register('description')}
            />
          </FormField>
          <FormField id={`${prefix}-category`} label={t('courses.form.category')} error={errors.category?.message}>
            <Controller
              control={form.control}
              name="category"
              render={({ field }) => (
                <SelectField
                  {...fieldControlProps(`${prefix}-category`, errors.category?.message)}
                  value={field.value ?? ''}
                  onValueChange={field.onChange}
                  options={categories}
                  placeholder={t('courses.form.categoryPlaceholder')}
                />
              )}
            />
          </FormField>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1 text-sm font-medium">{t('courses.learning.editor.certificate.legend')}</legend>
            <label className="flex min-h-9 items-center gap-2 text-sm pointer-coarse:min-h-11">
              <input type="checkbox" className="size-4 accent-primary" {...form.register('certificateEnabled')} />
              {t('courses.learning.editor.certificate.enabled')}
            </label>
            <FormField
              id={`${prefix}-certificate-text`}
              label={t('courses.learning.editor.certificate.text')}
              description={t('courses.learning.editor.certificate.textHint')}
              error={errors.certificateText?.message}
            >
              <Input
                {...fieldControlProps(`${prefix}-certificate-text`, errors.certificateText?.message, 'hint')}
                autoComplete="off"
                placeholder={t('courses.learning.certificate.defaultText')}
                {...form.register('certificateText')}
              />
            </FormField>
          </fieldset>
          <ThumbnailField
            id={`${prefix}-thumbnail`}
            savedUrl={course?.thumbnailUrl ?? null}
            choice={thumbnail}
            onChange={setThumbnail}
            disabled={isSubmitting}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={isSubmitting}>
                {t('common.cancel')}
              </Button>
            </DialogClose>
            <SubmitButton busy={isSubmitting} busyLabel={t(`${texts}.submitting`)}>
              {t(`${texts}.submit`)}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
