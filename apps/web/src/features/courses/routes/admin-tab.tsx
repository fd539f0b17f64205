import type { AdminCourse } from '@blivion/shared/courses';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LoaderCircle, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/feedback/query-error';
import { Button } from '@/components/ui/button';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { TooltipProvider } from '@/components/ui/tooltip-provider';
import { apiErrorOr } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { useSetCourseStatus } from '../api/admin-course-status';
import { adminCoursesQueryOptions } from '../api/admin-list-courses';
import { AdminCoursesTable } from '../components/admin/admin-courses-table';
import { ContentEditorDialog } from '../components/admin/content-editor-dialog';
import { CourseFormDialog } from '../components/admin/course-form-dialog';
import { DeleteCourseDialog } from '../components/admin/delete-course-dialog';

type OpenDialog =
  | { kind: 'create' }
  | { kind: 'edit'; course: AdminCourse }
  | { kind: 'content'; course: AdminCourse }
  | { kind: 'delete'; course: AdminCourse }
  | null;

/**
 * The 'Administrar' tab of /courses (admin and master; the server refuses anyone else): every course
 * with its status, counts and actions, and the dialogs that create, edit, fill and delete courses.
 * The courses page loads this module lazily, only for admin and master, and it is the only lazy
 * module of the administration: everything below it (content editor and drag-and-drop included)
 * is then in its own chunks, never in a chunk the build shares with the members' pages
 * (build/chunk-groups.ts groups modules that two lazy modules share).
 */
export default function AdminTab() {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const courses = useInfiniteQuery(adminCoursesQueryOptions);
  const setStatus = useSetCourseStatus();
  const items = courses.data?.pages.flatMap((page) => page.items) ?? [];
  const close = (open: boolean) => !open && setDialog(null);

  const toggleStatus = (course: AdminCourse) => {
    const isActive = !course.isActive;
    setStatus.mutate(
      { courseId: course.id, isActive },
      {
        onSuccess: () =>
          isActive
            ? toast.success(t('courses.toasts.activatedTitle'), { description: t('courses.toasts.activatedMessage') })
            : toast.success(t('courses.toasts.deactivatedTitle'), {
                description: t('courses.toasts.deactivatedMessage'),
              }),
        onError: (error) =>
          toast.error(t('courses.toasts.statusErrorTitle'), {
            description: apiErrorOr(t, error, 'courses.toasts.retryMessage'),
          }),
      },
    );
  };

  return (
    <TooltipProvider>
      <div className="flex flex-col gap-4">
        <div className="flex justify-end">
          <Button onClick={() => setDialog({ kind: 'create' })}>
            <Plus aria-hidden="true" />
            {t('courses.createCourse')}
          </Button>
        </div>
        {courses.isPending ? (
          <p role="status" className="flex items-center gap-2 p-6 text-muted-foreground">
            <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            {t('common.loading')}
          </p>
        ) : courses.isError && items.length === 0 ? (
          <QueryError
            error={courses.error}
            title={t('courses.admin.loadError')}
            onRetry={() => void courses.refetch()}
          />
        ) : (
          <>
            <AdminCoursesTable
              courses={items}
              togglingId={setStatus.isPending ? setStatus.variables.courseId : null}
              onToggleStatus={toggleStatus}
              onEditContent={(course) => setDialog({ kind: 'content', course })}
              onEdit={(course) => setDialog({ kind: 'edit', course })}
              onDelete={(course) => setDialog({ kind: 'delete', course })}
            />
            {courses.hasNextPage && (
              <LoadMoreButton
                loading={courses.isFetchingNextPage}
                loadingLabel={t('courses.admin.loadingMore')}
                onClick={() => void courses.fetchNextPage()}
              >
                {t('courses.admin.loadMore')}
              </LoadMoreButton>
            )}
          </>
        )}
        {dialog?.kind === 'create' && <CourseFormDialog course={null} onOpenChange={close} />}
        {dialog?.kind === 'edit' && <CourseFormDialog course={dialog.course} onOpenChange={close} />}
        {dialog?.kind === 'content' && <ContentEditorDialog course={dialog.course} onOpenChange={close} />}
        {dialog?.kind === 'delete' && <DeleteCourseDialog course={dialog.course} onOpenChange={close} />}
      </div>
    </TooltipProvider>
  );
}
