import { FORUM_POLL_OPTIONS_MIN } from '@blivion/shared/core';
import {
  forumCategoryIdField,
  forumPollInputSchema,
  forumTagsField,
  forumTitleField,
  forumTopicContentField,
  type CreateTopicInput,
  type ForumPollInput,
  type ForumTopicDetail,
} from '@blivion/shared/forum';
import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { toCalendarDate } from '@/lib/format';

export interface PollFormValues {
  enabled: boolean;
  question: string;
  options: { text: string }[];
  multiple: boolean;
  /** The calendar day the poll closes (at its end, Brasília time), or none. */
  closesOn: Date | null;
}

export interface TopicFormValues {
  title: string;
  content: string;
  categoryId: string;
  tags: string[];
  poll: PollFormValues;
}

/** The fields in the specification's order: the first message shown is the title's, then the content's, then the category's. */
export const TOPIC_FIELD_ORDER = ['title', 'content', 'categoryId', 'tags'] as const;

export const EMPTY_POLL: PollFormValues = {
  enabled: false,
  question: '',
  options: Array.from({ length: FORUM_POLL_OPTIONS_MIN }, () => ({ text: '' })),
  multiple: false,
  closesOn: null,
};

export const EMPTY_TOPIC: TopicFormValues = { title: '', content: '', categoryId: '', tags: [], poll: EMPTY_POLL };

export function topicFormValues(topic: ForumTopicDetail): TopicFormValues {
  return {
    title: topic.title,
    content: topic.content,
    categoryId: topic.category.id,
    tags: topic.tags,
    poll: EMPTY_POLL,
  };
}

/** A picked day closes at its last millisecond in Brasília (UTC-03:00 all year), like access expiry dates. */
function toPollInput(poll: PollFormValues): ForumPollInput {
  return {
    question: poll.question,
    options: poll.options.map((option) => option.text),
    multiple: poll.multiple,
    closesAt: poll.closesOn ? `${toCalendarDate(poll.closesOn)}T23:59:59.999-03:00` : null,
  };
}

/** The shared rules of the API (packages/shared), with the poll checked only when it is switched on. */
export const topicFormSchema = z
  .object({
    title: forumTitleField,
    content: forumTopicContentField,
    categoryId: forumCategoryIdField,
    tags: forumTagsField,
    poll: z.custom<PollFormValues>(),
  })
  .superRefine((values, ctx) => {
    if (!values.poll.enabled) return;
    const result = forumPollInputSchema.safeParse(toPollInput(values.poll));
    if (result.success) return;
    for (const issue of result.error.issues) {
      const [field, index] = issue.path;
      const path =
        field === 'options' && typeof index === 'number'
          ? ['poll', 'options', index, 'text']
          : field === 'closesAt'
            ? ['poll', 'closesOn']
            : ['poll', String(field ?? 'question')];
      ctx.addIssue({ code: 'custom', message: issue.message, path });
    }
  });

export function toCreateTopicInput(values: TopicFormValues): CreateTopicInput {
  return {
    title: values.title,
    content: values.content,
    categoryId: values.categoryId,
    tags: values.tags,
    poll: values.poll.enabled ? toPollInput(values.poll) : null,
  };
}

export type TopicForm = UseFormReturn<z.input<typeof topicFormSchema>, unknown, z.output<typeof topicFormSchema>>;

/** Puts the server's field errors on the form; the poll's closing instant is the form's closing day. */
export function applyTopicServerErrors(error: unknown, form: TopicForm): boolean {
  if (error instanceof ApiError && Array.isArray(error.details)) {
    error.details = error.details.map((detail: { field?: unknown }) =>
      detail?.field === 'poll.closesAt' ? { ...detail, field: 'poll.closesOn' } : detail,
    );
  }
  return applyServerFieldErrors(error, form.setError, [...TOPIC_FIELD_ORDER, 'poll.question', 'poll.closesOn']);
}

/** The element to focus for a field's error, in the specification's order, and whether it is on the poll tab. */
export function firstInvalidField(errors: FieldErrors<TopicFormValues>): { id: string; onPollTab: boolean } | null {
  const ids = { title: 'topic-title', content: 'topic-content', categoryId: 'topic-category', tags: 'topic-tag-input' };
  const field = TOPIC_FIELD_ORDER.find((name) => errors[name]);
  if (field) return { id: ids[field], onPollTab: false };
  const poll = errors.poll;
  if (!poll) return null;
  if (poll.question) return { id: 'poll-question', onPollTab: true };
  const option = poll.options?.findIndex?.((entry) => entry?.text);
  if (option !== undefined && option >= 0) return { id: `poll-option-${option}`, onPollTab: true };
  return { id: 'poll-closes', onPollTab: true };
}
