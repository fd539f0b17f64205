import { z } from 'zod';
import {
  FORUM_BIO_MAX,
  FORUM_LINK_MAX,
  FORUM_LINKS_MAX,
  FORUM_MENTION_SUGGESTIONS_MAX,
  FORUM_PAGE_MAX,
  FORUM_PAGE_SIZE,
  FORUM_TOPIC_CONTENT_MAX,
} from '../limits.js';
import { DEFAULT_FORUM_LEVEL_THRESHOLDS, FORUM_LEVEL_COUNT } from '../forum-levels.js';
import { textField } from './fields.js';
import { rankingEntrySchema } from './forum-responses.js';

/** A member id in a path (better-auth's ids: letters, digits, '-' and '_'). */
export const memberIdParamsSchema = z.object({
  id: textField('forumValidation.memberNotFound')
    .max(64, 'forumValidation.memberNotFound')
    .regex(/^[A-Za-z0-9_-]+$/, 'forumValidation.memberNotFound'),
});

/** A link a member shows on their profile: an http(s) address, nothing else (no javascript:, no data:). */
export const profileLinkField = textField('forumValidation.linkInvalid')
  .trim()
  .max(FORUM_LINK_MAX, 'forumValidation.linkTooLong')
  .refine((text) => {
    try {
      const url = new URL(text);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
    } catch {
      return false;
    }
  }, 'forumValidation.linkInvalid');

/** PATCH /api/forum/members/:id (the member's own only): every field optional, at least one. */
export const updateMemberProfileSchema = z
  .strictObject({
    bio: textField().trim().max(FORUM_BIO_MAX, 'forumValidation.bioTooLong').optional(),
    links: z.array(profileLinkField).max(FORUM_LINKS_MAX, 'forumValidation.linksTooMany').optional(),
    hideCourses: z.boolean().optional(),
    hideActivity: z.boolean().optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), 'forumValidation.nothingToChange');
export type UpdateMemberProfileInput = z.input<typeof updateMemberProfileSchema>;

/** The level's name is the catalogue's features.community.levels.names.l<level> (administrators edit it). */
export const memberLevelSchema = z.object({
  /** 1 … 9. */
  level: z.number().int().min(1).max(FORUM_LEVEL_COUNT),
  /** All-time points. */
  points: z.number().int(),
  /** The points the next level starts at; null at the top level. */
  nextAt: z.number().int().nullable(),
  /** The share of the way from this level's start to the next (0 … 1). */
  progress: z.number().min(0).max(1),
});
export type MemberLevel = z.infer<typeof memberLevelSchema>;

/** The small card an author's name or photo opens anywhere in the community. */
export const memberCardSchema = z.object({
  id: z.string(),
  name: z.string(),
  avatarUrl: z.string().nullable(),
  /** Administrators and the master: the 'Equipe' badge. No plan, e-mail or access is ever shown. */
  staff: z.boolean(),
  level: memberLevelSchema,
  /** The first line of the bio ('' without one). */
  bioLine: z.string(),
});
export type MemberCard = z.infer<typeof memberCardSchema>;

export const completedCourseSchema = z.object({
  id: z.string(),
  title: z.string(),
  thumbnailUrl: z.string().nullable(),
  /** The certificate issued for it, verifiable at /certificados/{code}; null when none. */
  certificateCode: z.string().nullable(),
});

export const memberProfileSchema = memberCardSchema.extend({
  bio: z.string(),
  links: z.array(z.string()),
  joinedAt: z.string(),
  /** Place in 'Blivion do Mês' and 'Elite Blivion'; null without points in that period. */
  place: z.object({ month: z.number().int().positive().nullable(), all: z.number().int().positive().nullable() }),
  /** Null when the member hides them from others (their own page always shows them). */
  completedCourses: z.array(completedCourseSchema).nullable(),
  /** False when the member hides their recent topics and replies from others. */
  activityVisible: z.boolean(),
  /** The viewer's own profile: the edit form and the privacy switches. */
  own: z.boolean(),
  /** Present on the viewer's own profile only. */
  privacy: z.object({ hideCourses: z.boolean(), hideActivity: z.boolean() }).nullable(),
});
export type MemberProfile = z.infer<typeof memberProfileSchema>;

export const memberActivityQuerySchema = z.object({
  cursor: textField().max(512, 'validation.cursorInvalid').optional(),
  limit: z.coerce.number().int().min(1).max(FORUM_PAGE_MAX).default(FORUM_PAGE_SIZE),
});

export const memberActivityItemSchema = z.object({
  kind: z.enum(['topic', 'reply']),
  topicId: z.string(),
  topicTitle: z.string(),
  replyId: z.string().nullable(),
  excerpt: z.string(),
  createdAt: z.string(),
  link: z.string(),
});
export const memberActivityPageSchema = z.object({
  items: z.array(memberActivityItemSchema),
  nextCursor: z.string().nullable(),
});
export type MemberActivityPage = z.infer<typeof memberActivityPageSchema>;

/** '@' suggestions in the composer: names that contain what was typed, in any case and accents. */
export const mentionQuerySchema = z.object({
  q: textField().trim().max(100, 'forumValidation.searchTooLong').default(''),
  limit: z.coerce.number().int().min(1).max(FORUM_MENTION_SUGGESTIONS_MAX).default(FORUM_MENTION_SUGGESTIONS_MAX),
});
export const mentionSuggestionsSchema = z.object({
  items: z.array(z.object({ id: z.string(), name: z.string(), avatarUrl: z.string().nullable() })),
});
export type MentionSuggestions = z.infer<typeof mentionSuggestionsSchema>;

/**
 * The leaderboard page: the last 7 or 30 days (rolling, counted again every minute), 'Blivion do
 * Mês' (this calendar month) or 'Elite Blivion' (all time).
 */
export const leaderboardPeriodSchema = z.enum(['7d', '30d', 'month', 'all']);
export type LeaderboardPeriod = z.infer<typeof leaderboardPeriodSchema>;
export const leaderboardQuerySchema = z.object({
  period: leaderboardPeriodSchema.default('month'),
  cursor: textField().max(512, 'validation.cursorInvalid').optional(),
  limit: z.coerce.number().int().min(1).max(FORUM_PAGE_MAX).default(FORUM_PAGE_SIZE),
});
export const leaderboardEntrySchema = rankingEntrySchema.extend({
  level: z.number().int().min(1).max(FORUM_LEVEL_COUNT),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;
export const leaderboardPageSchema = z.object({
  period: leaderboardPeriodSchema,
  items: z.array(leaderboardEntrySchema),
  nextCursor: z.string().nullable(),
  /** The viewer's own place, when they have points in the period and are not on this page. */
  me: leaderboardEntrySchema.nullable(),
});
export type LeaderboardPage = z.infer<typeof leaderboardPageSchema>;

/** The level thresholds (administrators change them): nine ascending whole numbers, the first 0. */
export const levelThresholdsSchema = z.object({
  thresholds: z
    .array(z.number().int().min(0).max(10_000_000))
    .length(FORUM_LEVEL_COUNT, 'forumValidation.levelsCount')
    .refine((list) => list[0] === 0, 'forumValidation.levelsFirstZero')
    .refine(
      (list) => list.every((value, index) => index === 0 || value > list[index - 1]!),
      'forumValidation.levelsAscending',
    ),
});
export type LevelThresholds = z.infer<typeof levelThresholdsSchema>;
export const defaultLevelThresholds: LevelThresholds = { thresholds: [...DEFAULT_FORUM_LEVEL_THRESHOLDS] };

/** POST /api/forum/images: an image for a post, stored re-encoded; the composer inserts `![](url)`. */
export const postImageSchema = z.object({ url: z.string(), width: z.number().int(), height: z.number().int() });
export type PostImage = z.infer<typeof postImageSchema>;

/** POST /api/forum/preview: the composer's Markdown, rendered as the post will be. */
export const previewBodySchema = z.object({
  content: textField().max(FORUM_TOPIC_CONTENT_MAX, 'forumValidation.contentTooLong'),
});
export const previewResponseSchema = z.object({ html: z.string() });
