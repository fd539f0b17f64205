import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { SubmitButton } from '@/components/ui/submit-button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { apiErrorMessage } from '@/lib/api-errors';
import { toast } from '@/lib/toast';
import { useSecondsLeft } from '@/hooks/use-seconds-left';
import { useCreateTopic } from '../api/create-topic';
import { useCategories } from '../api/list-categories';
import {
  applyTopicServerErrors,
  EMPTY_TOPIC,
  firstInvalidField,
  topicFormSchema,
  toCreateTopicInput,
} from '../lib/topic-form';
import { clearDraft, NEW_TOPIC_DRAFT, readTopicDraft, saveTopicDraft } from '../lib/drafts';
import { useNextTopicDeadline } from '../lib/next-topic-deadline';
import { PollFields } from './poll-fields';
import { TopicFields } from './topic-fields';

type Tab = 'content' | 'poll';
const TAB_PANEL = 'data-[state=inactive]:hidden';
const TIME_FORMAT = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** The topic kept in this browser, if any; its category, or else the one being browsed. */
function initialValues(browsedCategoryId: string) {
  const draft = readTopicDraft();
  if (!draft) return { ...EMPTY_TOPIC, categoryId: browsedCategoryId };
  return { ...EMPTY_TOPIC, ...draft, categoryId: draft.categoryId || browsedCategoryId };
}

/**
 * 'Novo Tópico': tabs 'Conteúdo' (with the composer; title, text, category and tags kept in this
 * browser until sent) and 'Enquete'; on success, 'Tópico criado com sucesso!' and the new topic opens.
 */
export default function NewTopicDialog({
  categoryId = '',
  onOpenChange,
}: {
  /** The category being browsed, chosen at first. */
  categoryId?: string;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const d = 'features.forum.newTopicDialog';
  const navigate = useNavigate();
  const categories = useCategories();
  const createTopic = useCreateTopic();
  const [tab, setTab] = useState<Tab>('content');
  const nextTopic = useNextTopicDeadline();
  const waitSeconds = useSecondsLeft(nextTopic);
  const [defaultValues] = useState(() => initialValues(categoryId));
  const form = useForm({
    resolver: zodResolver(topicFormSchema),
    defaultValues,
    shouldFocusError: false,
  });
  const { subscribe } = form;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) =>
          saveTopicDraft({
            title: values.title,
            content: values.content,
            categoryId: values.categoryId,
            tags: values.tags,
          }),
      }),
    [subscribe],
  );

  const focus = (target: { id: string; onPollTab: boolean } | null) => {
    if (!target) return;
    setTab(target.onPollTab ? 'poll' : 'content');
    // The other tab's panel is shown on the next frame.
    requestAnimationFrame(() => document.getElementById(target.id)?.focus());
  };

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        const topic = await createTopic.mutateAsync(toCreateTopicInput(values));
        clearDraft(NEW_TOPIC_DRAFT);
        toast.success(t('features.forum.toasts.topicCreated'));
        onOpenChange(false);
        void navigate(`/forum/${topic.id}`);
      } catch (error) {
        if (applyTopicServerErrors(error, form)) focus(firstInvalidField(form.formState.errors));
        toast.error(t('features.forum.toasts.topicCreateErrorTitle'), { description: apiErrorMessage(t, error) });
      }
    },
    (errors) => focus(firstInvalidField(errors)),
  );

  const pollHasError = Boolean(form.formState.errors.poll);
  return (
    <Dialog open onOpenChange={(open) => !form.formState.isSubmitting && onOpenChange(open)}>
      <DialogContent title={t(`${d}.title`)} description={t(`${d}.description`)} className="max-w-2xl">
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className="flex flex-col gap-4">
            <TabsList aria-label={t(`${d}.tabs.label`)} className="grid w-full grid-cols-2">
              <TabsTrigger value="content">{t(`${d}.tabs.content`)}</TabsTrigger>
              <TabsTrigger value="poll" className="relative">
                {t(`${d}.tabs.poll`)}
                {pollHasError && (
                  <span className="ml-2 inline-block size-2 rounded-full bg-destructive" title={t(`${d}.pollTabError`)}>
                    <span className="sr-only">{t(`${d}.pollTabError`)}</span>
                  </span>
                )}
              </TabsTrigger>
            </TabsList>
            <TabsContent value="content" forceMount className={TAB_PANEL}>
              <TopicFields form={form} categories={categories.data?.items ?? []} />
            </TabsContent>
            <TabsContent value="poll" forceMount className={TAB_PANEL}>
              <PollFields form={form} />
            </TabsContent>
          </Tabs>
          {waitSeconds > 0 && nextTopic !== null && (
            <p role="status" className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">
              {t(`${d}.nextTopicAt`, { time: TIME_FORMAT.format(nextTopic.deadline) })}
            </p>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={form.formState.isSubmitting}>
                {t('common.cancel')}
              </Button>
            </DialogClose>
            <SubmitButton
              busy={form.formState.isSubmitting}
              busyLabel={t(`${d}.submitting`)}
              disabled={waitSeconds > 0}
            >
              {waitSeconds > 0 ? t(`${d}.submitIn`, { count: waitSeconds }) : t(`${d}.submit`)}
            </SubmitButton>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
