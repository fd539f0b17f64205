import { z } from 'zod';
import { recordIdField, textField } from './fields.js';
import { foldText } from '../text.js';
import {
  FORUM_CATEGORY_DESCRIPTION_MAX,
  FORUM_CATEGORY_NAME_MAX,
  FORUM_PAGE_MAX,
  FORUM_PAGE_SIZE,
  FORUM_POLL_OPTION_MAX,
  FORUM_POLL_OPTIONS_MAX,
  FORUM_POLL_OPTIONS_MIN,
  FORUM_POLL_QUESTION_MAX,
  FORUM_REPLY_CONTENT_MAX,
  FORUM_SEARCH_MAX_LENGTH,
  FORUM_TAG_MAX_LENGTH,
  FORUM_TAGS_MAX,
  FORUM_TITLE_MAX,
  FORUM_TOPIC_CONTENT_MAX,
  FORUM_ACTIVITY_DEFAULT,
  FORUM_ACTIVITY_MAX,
} from '../limits.js';

export const forumIdParamsSchema = z.object({ id: recordIdField('forumValidation.idInvalid') });

/** Markdown text: required (not only blanks), kept as typed (leading spaces mean code), bounded. */
function markdownField(requiredKey: string, max: number, tooLongKey: string) {
  return textField(requiredKey)
    .refine((text) => text.trim().length > 0, requiredKey)
    .max(max, tooLongKey);
}

/** Duplicates of a list of trimmed texts, in any case and accents, reported on the repeated entry. */
function refuseDuplicates(key: string) {
  return (items: string[], ctx: z.RefinementCtx) => {
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const folded = foldText(item);
      if (seen.has(folded)) ctx.addIssue({ code: 'custom', message: key, path: [index] });
      seen.add(folded);
    });
  };
}

export const forumTitleField = textField('forumValidation.titleRequired')
  .trim()
  .min(1, 'forumValidation.titleRequired')
  .max(FORUM_TITLE_MAX, 'forumValidation.titleTooLong');
export const forumTopicContentField = markdownField(
  'forumValidation.contentRequired',
  FORUM_TOPIC_CONTENT_MAX,
  'forumValidation.contentTooLong',
);
export const forumReplyContentField = markdownField(
  'forumValidation.replyRequired',
  FORUM_REPLY_CONTENT_MAX,
  'forumValidation.replyTooLong',
);
export const forumCategoryIdField = recordIdField('forumValidation.categoryRequired');

export const forumTagField = textField('forumValidation.tagEmpty')
  .trim()
  .min(1, 'forumValidation.tagEmpty')
  .max(FORUM_TAG_MAX_LENGTH, 'forumValidation.tagTooLong');
export const forumTagsField = z
  .array(forumTagField, { error: 'validation.invalidValue' })
  .max(FORUM_TAGS_MAX, 'forumValidation.tagsTooMany')
  .superRefine(refuseDuplicates('forumValidation.tagDuplicate'));

export const forumPollInputSchema = z.strictObject({
  question: textField('forumValidation.pollQuestionRequired')
    .trim()
    .min(1, 'forumValidation.pollQuestionRequired')
    .max(FORUM_POLL_QUESTION_MAX, 'forumValidation.pollQuestionTooLong'),
  options: z
    .array(
      textField('forumValidation.pollOptionEmpty')
        .trim()
        .min(1, 'forumValidation.pollOptionEmpty')
        .max(FORUM_POLL_OPTION_MAX, 'forumValidation.pollOptionTooLong'),
      { error: 'forumValidation.pollOptionsMin' },
    )
    .min(FORUM_POLL_OPTIONS_MIN, 'forumValidation.pollOptionsMin')
    .max(FORUM_POLL_OPTIONS_MAX, 'forumValidation.pollOptionsMax')
    .superRefine(refuseDuplicates('forumValidation.pollOptionDuplicate')),
  multiple: z.boolean({ error: 'validation.invalidValue' }).default(false),
  /** Optional closing instant (ISO 8601); the server requires it to be in the future. */
  closesAt: z.iso.datetime({ offset: true, error: 'forumValidation.pollClosesAtInvalid' }).nullable().default(null),
});
export type ForumPollInput = z.input<typeof forumPollInputSchema>;

/** 'Novo Tópico': the keys are in the specification's order, so the first message is the title's. */
export const createTopicSchema = z.strictObject({
  title: forumTitleField,
  content: forumTopicContentField,
  categoryId: forumCategoryIdField,
  tags: forumTagsField.default([]),
  poll: forumPollInputSchema.nullable().optional(),
});
export type CreateTopicInput = z.input<typeof createTopicSchema>;

/** Editing a topic: any of its texts, its category or its tags (a poll is fixed once votes may exist). */
export const updateTopicSchema = z
  .strictObject({
    title: forumTitleField.optional(),
    content: forumTopicContentField.optional(),
    categoryId: forumCategoryIdField.optional(),
    tags: forumTagsField.optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), 'forumValidation.nothingToChange');
export type UpdateTopicInput = z.input<typeof updateTopicSchema>;

/** Pin and lock: admin and master only. */
export const moderateTopicSchema = z
  .strictObject({ pinned: z.boolean().optional(), locked: z.boolean().optional() })
  .refine((input) => input.pinned !== undefined || input.locked !== undefined, 'forumValidation.nothingToChange');
export type ModerateTopicInput = z.input<typeof moderateTopicSchema>;

export const replyInputSchema = z.strictObject({ content: forumReplyContentField });
export type ReplyInput = z.input<typeof replyInputSchema>;

/** The member's whole choice: one option for a single-choice poll, one or more otherwise. */
export const pollVoteSchema = z.strictObject({
  optionIds: z
    .array(recordIdField('forumValidation.pollOptionInvalid'), { error: 'forumValidation.pollVoteRequired' })
    .min(1, 'forumValidation.pollVoteRequired')
    .max(FORUM_POLL_OPTIONS_MAX, 'forumValidation.pollOptionInvalid'),
});
export type PollVoteInput = z.input<typeof pollVoteSchema>;

export const categoryInputSchema = z.strictObject({
  name: textField('forumValidation.categoryNameRequired')
    .trim()
    .min(1, 'forumValidation.categoryNameRequired')
    .max(FORUM_CATEGORY_NAME_MAX, 'forumValidation.categoryNameTooLong'),
  description: textField()
    .trim()
    .max(FORUM_CATEGORY_DESCRIPTION_MAX, 'forumValidation.categoryDescriptionTooLong')
    .nullable()
    .optional(),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;

/** Deleting a category that holds topics names the category that receives them. */
export const deleteCategoryQuerySchema = z.object({
  moveTo: recordIdField('forumValidation.categoryMoveTargetInvalid').optional(),
});

const cursorField = textField().max(512, 'validation.cursorInvalid').optional();
const pageLimit = z.coerce.number().int().min(1).max(FORUM_PAGE_MAX).default(FORUM_PAGE_SIZE);

export const topicSortSchema = z.enum(['latest', 'mostLiked']);
export type TopicSort = z.infer<typeof topicSortSchema>;

export const topicListQuerySchema = z.object({
  /** A category id or slug; absent for 'Todas Categorias'. */
  category: textField().trim().max(100).optional(),
  sort: topicSortSchema.default('latest'),
  cursor: cursorField,
  limit: pageLimit,
});
export type TopicListQuery = z.input<typeof topicListQuerySchema>;

export const topicSearchQuerySchema = z.object({
  q: textField('forumValidation.searchRequired')
    .trim()
    .min(1, 'forumValidation.searchRequired')
    .max(FORUM_SEARCH_MAX_LENGTH, 'forumValidation.searchTooLong'),
  category: textField().trim().max(100).optional(),
  cursor: cursorField,
  limit: pageLimit,
});
export type TopicSearchQuery = z.input<typeof topicSearchQuerySchema>;

export const pageQuerySchema = z.object({ cursor: cursorField, limit: pageLimit });

/**
 * A page of a topic's replies (oldest first): the first page, the page after `cursor`, the page
 * before `before` (a page's `previousCursor`), or the page that starts at the reply `around` (a
 * link to a reply). At most one of the three.
 */
export const replyPageQuerySchema = pageQuerySchema
  .extend({ before: cursorField, around: recordIdField('forumValidation.idInvalid').optional() })
  .refine((query) => [query.cursor, query.before, query.around].filter((part) => part !== undefined).length <= 1, {
    message: 'forumValidation.replyPageConflict',
    path: ['around'],
  });
export type ReplyPageQuery = z.input<typeof replyPageQuerySchema>;

export const rankingPeriodSchema = z.enum(['month', 'all']);
export type RankingPeriod = z.infer<typeof rankingPeriodSchema>;
export const rankingQuerySchema = z.object({ period: rankingPeriodSchema.default('month') });

export const activityQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(FORUM_ACTIVITY_MAX).default(FORUM_ACTIVITY_DEFAULT),
});
