import type { AdminCourse } from '@blivion/shared/courses';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { apiErrorOr } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { useDeleteCourse } from '../../api/admin-delete-course';

/** Deleting a course takes its modules, lessons and every member's progress on it: the message says so. */
export function DeleteCourseDialog({
  course,
  onOpenChange,
}: {
  course: AdminCourse;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const deleteCourse = useDeleteCourse();
  const onConfirm = () =>
    deleteCourse.mutate(course.id, {
      onSuccess: () => {
        toast.success(t('courses.toasts.removedTitle'), { description: t('courses.toasts.removedMessage') });
        onOpenChange(false);
      },
      onError: (error) =>
        toast.error(t('courses.toasts.removeErrorTitle'), {
          description: apiErrorOr(t, error, 'courses.toasts.retryMessage'),
        }),
    });
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !deleteCourse.isPending && onOpenChange(open)}
      title={t('courses.deleteDialog.title')}
      message={t('courses.deleteDialog.message', { title: course.title })}
      confirmLabel={t('courses.deleteDialog.confirm')}
      busyLabel={t('courses.deleteDialog.deleting')}
      busy={deleteCourse.isPending}
      onConfirm={onConfirm}
    />
  );
}
