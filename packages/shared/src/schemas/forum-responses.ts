import { z } from 'zod';
import { rankingPeriodSchema } from './forum.js';

/** The author of a post; null when the member's account was deleted ('membro removido'). */
export const forumAuthorSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    /** The member's profile photo (better-auth's user.image), never the logo; null for the initials fallback. */
    avatarUrl: z.string().nullable(),
    /** Administrators and the master: the 'Equipe' badge. A member's plan is never shown to others. */
    staff: z.boolean(),
    /** The author's community level (1 … 9) from their all-time points; its name is in the catalogue. */
    level: z.number().int().min(1),
  })
  .nullable();
export type ForumAuthor = z.infer<typeof forumAuthorSchema>;

export const forumCategorySchema = z.object({
  id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  topicCount: z.number().int().nonnegative(),
});
export type ForumCategory = z.infer<typeof forumCategorySchema>;

export const forumCategoryListSchema = z.object({ items: z.array(forumCategorySchema) });
export type ForumCategoryList = z.infer<typeof forumCategoryListSchema>;

/** 'Gerenciar Categorias' opened by admin or master; only master may change anything. */
export const forumCategoryManagementSchema = z.object({
  items: z.array(forumCategorySchema),
  canEdit: z.boolean(),
});
export type ForumCategoryManagement = z.infer<typeof forumCategoryManagementSchema>;

export const deleteCategoryResponseSchema = z.object({ ok: z.literal(true), movedTopics: z.number().int() });

export const forumTopicSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Plain text from the start of the content, for the list. */
  excerpt: z.string(),
  category: z.object({ id: z.string(), name: z.string(), slug: z.string() }),
  tags: z.array(z.string()),
  author: forumAuthorSchema,
  /** Written by the academy, not a member (a lesson's 'Dúvidas da aula'): author is null and the academy is shown. */
  byAcademy: z.boolean(),
  pinned: z.boolean(),
  locked: z.boolean(),
  hasPoll: z.boolean(),
  replyCount: z.number().int(),
  viewCount: z.number().int(),
  likeCount: z.number().int(),
  createdAt: z.string(),
  lastActivityAt: z.string(),
  editedAt: z.string().nullable(),
});
export type ForumTopicSummary = z.infer<typeof forumTopicSummarySchema>;

export const forumTopicPageSchema = z.object({
  items: z.array(forumTopicSummarySchema),
  /** Opaque position after the last item; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type ForumTopicPage = z.infer<typeof forumTopicPageSchema>;

export const forumPollSchema = z.object({
  question: z.string(),
  multiple: z.boolean(),
  closesAt: z.string().nullable(),
  closed: z.boolean(),
  /** Members who voted; percentages are of this number (a member may pick several options). */
  voters: z.number().int(),
  options: z.array(z.object({ id: z.string(), text: z.string(), votes: z.number().int(), percent: z.number() })),
  /** The viewer's chosen options. */
  myVotes: z.array(z.string()),
});
export type ForumPoll = z.infer<typeof forumPollSchema>;

export const forumReplySchema = z.object({
  id: z.string(),
  topicId: z.string(),
  author: forumAuthorSchema,
  /** Markdown source, for editing. */
  content: z.string(),
  /** Safe HTML rendered by the server from the Markdown. */
  contentHtml: z.string(),
  likeCount: z.number().int(),
  likedByMe: z.boolean(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type ForumReply = z.infer<typeof forumReplySchema>;

export const forumReplyPageSchema = z.object({
  items: z.array(forumReplySchema),
  nextCursor: z.string().nullable(),
  /** Set when earlier replies exist on a page opened at a reply or before a cursor (`?before=`). */
  previousCursor: z.string().nullable(),
});
export type ForumReplyPage = z.infer<typeof forumReplyPageSchema>;

export const forumTopicDetailSchema = forumTopicSummarySchema.extend({
  content: z.string(),
  contentHtml: z.string(),
  likedByMe: z.boolean(),
  poll: forumPollSchema.nullable(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  /** Pin and lock (admin and master). */
  canModerate: z.boolean(),
  canReply: z.boolean(),
  /** The first page of replies, oldest first. */
  replies: forumReplyPageSchema,
});
export type ForumTopicDetail = z.infer<typeof forumTopicDetailSchema>;

export const forumLikeStateSchema = z.object({ liked: z.boolean(), likeCount: z.number().int() });
export type ForumLikeState = z.infer<typeof forumLikeStateSchema>;

export const rankingEntrySchema = z.object({
  rank: z.number().int().positive(),
  userId: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  topics: z.number().int(),
  /** Replies written ('comentários'). */
  comments: z.number().int(),
  /** Likes received on topics and replies. */
  likes: z.number().int(),
  /** Course lessons completed (each lesson counted once per member). */
  lessons: z.number().int(),
  score: z.number().int(),
});
export type RankingEntry = z.infer<typeof rankingEntrySchema>;

export const forumRankingSchema = z.object({
  period: rankingPeriodSchema,
  /** 'YYYY-MM' (Brasília time) for the month, 'all' for all time. */
  periodKey: z.string(),
  weights: z.object({
    topic: z.number(),
    reply: z.number(),
    likeReceived: z.number(),
    lessonCompleted: z.number(),
  }),
  items: z.array(rankingEntrySchema),
  /** The viewer's own entry when outside the top 5 (null when inside it or without points). */
  me: rankingEntrySchema.nullable(),
});
export type ForumRanking = z.infer<typeof forumRankingSchema>;

export const forumActivityItemSchema = z.object({
  kind: z.enum(['topic', 'reply']),
  topicId: z.string(),
  topicTitle: z.string(),
  replyId: z.string().nullable(),
  author: forumAuthorSchema,
  /** A topic the academy wrote (see forumTopicSummarySchema.byAcademy); false for replies. */
  byAcademy: z.boolean(),
  excerpt: z.string(),
  createdAt: z.string(),
  /** Web path of the post: the topic page, with the reply anchor for a reply. */
  link: z.string(),
});
export const forumActivitySchema = z.object({ items: z.array(forumActivityItemSchema) });
export type ForumActivity = z.infer<typeof forumActivitySchema>;

/** Web paths of topics and replies, used by notifications, activity and search alike. */
export function forumTopicPath(topicId: string, replyId?: string | null): string {
  return replyId ? `/forum/${topicId}#reply-${replyId}` : `/forum/${topicId}`;
}

/** GET /api/forum/posting-wait: whole seconds until the member may post a topic again (0: now). */
export const forumPostingWaitSchema = z.object({ nextTopicInSeconds: z.number().int().nonnegative() });
export type ForumPostingWait = z.infer<typeof forumPostingWaitSchema>;
