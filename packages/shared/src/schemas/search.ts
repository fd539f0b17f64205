import { z } from 'zod';
import type { SITE_SEARCH_KINDS } from '../limits.js';
import { FORUM_SEARCH_MAX_LENGTH } from '../limits.js';
import { textField } from './fields.js';

/** The top bar's search: GET /api/search?q= (the forum's length limit and messages). */
export const siteSearchQuerySchema = z.object({
  q: textField('forumValidation.searchRequired')
    .trim()
    .min(1, 'forumValidation.searchRequired')
    .max(FORUM_SEARCH_MAX_LENGTH, 'forumValidation.searchTooLong'),
});
export type SiteSearchQuery = z.input<typeof siteSearchQuerySchema>;

/** One result: what it is called, a line under it (plain text) and the web path it opens. */
export const siteSearchHitSchema = z.object({
  id: z.string(),
  title: z.string(),
  detail: z.string().nullable(),
  link: z.string(),
});
export type SiteSearchHit = z.infer<typeof siteSearchHitSchema>;

export type SiteSearchKind = (typeof SITE_SEARCH_KINDS)[number];

/**
 * Results grouped by kind, each group the best few (SITE_SEARCH_GROUP_SIZE); a kind the member
 * may not open (courses without the courses permission) comes back empty.
 */
export const siteSearchResultSchema = z.object({
  courses: z.array(siteSearchHitSchema),
  lessons: z.array(siteSearchHitSchema),
  topics: z.array(siteSearchHitSchema),
});
export type SiteSearchResult = z.infer<typeof siteSearchResultSchema>;
