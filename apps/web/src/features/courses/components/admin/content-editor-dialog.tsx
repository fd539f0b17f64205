import type { AdminCourse } from '@blivion/shared/courses';
import { useQuery } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryError } from '@/components/feedback/query-error';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { courseContentQueryOptions } from '../../api/admin-get-course-content';
import { ContentEditor } from './content-editor';
import { ReleasePreview } from './release-preview';

/**
 * The 'Editar Conteúdo do Curso' dialog: loads the saved content, then the editor. Closing with
 * changes not saved asks first; Escape while an item is carried cancels the move, not the dialog.
 */
export function ContentEditorDialog({
  course,
  onOpenChange,
}: {
  course: AdminCourse;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const content = useQuery(courseContentQueryOptions(course.id));
  const dirty = useRef(false);
  const dragging = useRef(false);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const requestClose = () => (dirty.current ? setConfirmDiscard(true) : onOpenChange(false));

  return (
    <>
      <Dialog open onOpenChange={(open) => !open && requestClose()}>
        <DialogContent
          title={t('courses.contentDialog.title')}
          description={`${course.title} · ${t('courses.contentDialog.description')}`}
          className="max-w-4xl"
          onEscapeKeyDown={(event) => dragging.current && event.preventDefault()}
        >
          {content.isPending ? (
            <p role="status" className="flex items-center gap-2 p-6 text-muted-foreground">
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              {t('common.loading')}
            </p>
          ) : content.isError ? (
            <QueryError
              error={content.error}
              title={t('courses.contentDialog.loadError')}
              onRetry={() => void content.refetch()}
            />
          ) : (
            <>
              <ReleasePreview courseId={course.id} />
              <ContentEditor
                courseId={course.id}
                content={content.data}
                onDirtyChange={(value) => (dirty.current = value)}
                onDraggingChange={(value) => (dragging.current = value)}
                onCancel={requestClose}
                onSaved={() => onOpenChange(false)}
              />
            </>
          )}
        </DialogContent>
      </Dialog>
      <ConfirmDialog
        open={confirmDiscard}
        onOpenChange={setConfirmDiscard}
        title={t('courses.contentDialog.discardTitle')}
        message={t('courses.contentDialog.discardMessage')}
        confirmLabel={t('courses.contentDialog.discardConfirm')}
        onConfirm={() => {
          setConfirmDiscard(false);
          onOpenChange(false);
        }}
      />
    </>
  );
}
