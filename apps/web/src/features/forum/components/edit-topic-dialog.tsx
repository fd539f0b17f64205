import type { ForumTopicDetail } from '@blivion/shared/forum';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { SubmitButton } from '@/components/ui/submit-button';
import { apiErrorOr } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { useCategories } from '../api/list-categories';
import { useUpdateTopic } from '../api/update-topic';
import { applyTopicServerErrors, firstInvalidField, topicFormSchema, topicFormValues } from '../lib/topic-form';
import { TopicFields } from './topic-fields';

/** Editing a topic's title, content, category and tags (its poll is fixed once votes may exist). */
export default function EditTopicDialog({
  topic,
  onOpenChange,
}: {
  topic: ForumTopicDetail;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const p = 'features.forum.post';
  const categories = useCategories();
  const update = useUpdateTopic(topic.id);
  const form = useForm({
    resolver: zodResolver(topicFormSchema),
    defaultValues: topicFormValues(topic),
    shouldFocusError: false,
  });
  const focus = (target: { id: string } | null) => target && document.getElementById(target.id)?.focus();

  const onSubmit = form.handleSubmit(
    async ({ title, content, categoryId, tags }) => {
      try {
        await update.mutateAsync({ title, content, categoryId, tags });
        toast.success(t(`${p}.topicUpdatedTitle`));
        onOpenChange(false);
      } catch (error) {
        if (applyTopicServerErrors(error, form)) focus(firstInvalidField(form.formState.errors));
        toast.error(t(`${p}.updateError`), { description: apiErrorOr(t, error, 'errors.INTERNAL_ERROR') });
      }
    },
    (errors) => focus(firstInvalidField(errors)),
  );

  return (
    <Dialog open onOpenChange={(open) => !form.formState.isSubmitting && onOpenChange(open)}>
      <DialogContent title={t(`${p}.editTopic`)} description={t(`${p}.editTopicDescription`)} className="max-w-2xl">
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <TopicFields form={form} categories={categories.data?.items ?? []} />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={form.formState.isSubmitting}>
                {t(`${p}.cancel`)}
              </Button>
            </DialogClose>
            <SubmitButton busy={form.formState.isSubmitting} busyLabel={t(`${p}.saving`)}>
              {t(`${p}.save`)}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
