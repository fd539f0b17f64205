import { z } from 'zod';
import { adPlatformSchema } from './adspy.js';

/**
 * The AdSpy module's responses (issue 16, /work/team/ADSPY-CONTRACT.md). Ids are decimal strings,
 * instants ISO 8601 strings, days 'YYYY-MM-DD' (UTC). No token and no Graph URL is ever in one.
 */

/** Why the API could not answer, in `details.reason` of ADSPY_API_ERROR; texts `adSpy.apiErrors.<reason>`. */
export const ADSPY_API_ERROR_REASONS = [
  /** 17/613 on every token: all are resting; `details.retryAfterSeconds`. */
  'rateLimited',
  /** 4: the app's own limit, shared by every token; `details.retryAfterSeconds`. */
  'appLimited',
  /** 190 or 10/2332002 on every token: none works any more (admins were told). */
  'tokensInvalid',
  /** 100: the API refused our request's parameters. */
  'badRequest',
  /** The API could not be reached or answered something else. */
  'unavailable',
] as const;
export type AdSpyApiErrorReason = (typeof ADSPY_API_ERROR_REASONS)[number];

/** GET /api/adspy/status. */
export const adSpyStatusSchema = z.object({
  /** Tokens configured, and how many of them can be used now (not dead, not resting). */
  tokenCount: z.number().int(),
  usableTokenCount: z.number().int(),
  /** A token exists that is not dead: searches and automatic counts work (maybe after a rest). */
  canFetch: z.boolean(),
  /** 'Alternar Token (n/total)': admins and master only, null for members and with no token. */
  currentToken: z.object({ position: z.number().int(), total: z.number().int() }).nullable(),
  /** How long a library result is reused for everybody. */
  cacheTtlSeconds: z.number().int(),
  /** The coverage note: commercial ads only when they reached the EU; Brazil-only ads only if political. */
  coverage: z.object({ commercialAdsEuOnly: z.literal(true), brazilOnlyPoliticalOnly: z.literal(true) }),
});
export type AdSpyStatus = z.infer<typeof adSpyStatusSchema>;

/** One ad of the library, as `ads_archive` gives it. */
export const libraryAdSchema = z.object({
  /** The ad's archive id. */
  id: z.string(),
  pageId: z.string().nullable(),
  pageName: z.string(),
  /**
   * The page's public profile picture: Graph `GET /{page-id}/picture?type=normal` answers with a
   * redirect to the image and needs no token (none is ever in this URL). Null without a page id.
   */
  pagePictureUrl: z.string().nullable(),
  bodies: z.array(z.string()),
  titles: z.array(z.string()),
  descriptions: z.array(z.string()),
  /** The ad's public page in the library (facebook.com/ads/library/?id=...). */
  libraryUrl: z.string(),
  startDate: z.string().nullable(),
  stopDate: z.string().nullable(),
  platforms: z.array(adPlatformSchema),
  languages: z.array(z.string()),
  /** People reached in the EU, where the API gives it; null otherwise. */
  euReach: z.number().int().nullable(),
});
export type LibraryAd = z.infer<typeof libraryAdSchema>;

/** GET /api/adspy/ads. */
export const libraryPageSchema = z.object({
  ads: z.array(libraryAdSchema),
  /** Pass as `after` for 'Carregar mais'; null on the last page. */
  nextCursor: z.string().nullable(),
  /** When the API answered this page (earlier than now when it came from the cache). */
  fetchedAt: z.string(),
  fromCache: z.boolean(),
  cacheTtlSeconds: z.number().int(),
});
export type LibraryPage = z.infer<typeof libraryPageSchema>;

// ---------------------------------------------------------------- tokens (admin and master)

export const ADSPY_TOKEN_STATES = ['active', 'resting', 'dead'] as const;
export const adSpyTokenSchema = z.object({
  id: z.string(),
  last4: z.string(),
  state: z.enum(ADSPY_TOKEN_STATES),
  /** Resting after 17/613 until this instant. */
  restingUntil: z.string().nullable(),
  /** 'invalidToken' (190) or 'accountBlocked' (10/2332002) when dead. */
  deadReason: z.string().nullable(),
  /** The highest percent of `X-App-Usage` / `X-Business-Use-Case-Usage` last seen; null before any call. */
  usagePercent: z.number().int().nullable(),
  lastUsedAt: z.string().nullable(),
  createdAt: z.string(),
  isCurrent: z.boolean(),
});
export type AdSpyToken = z.infer<typeof adSpyTokenSchema>;

/** GET /api/admin/adspy/tokens, and the answer of POST .../rotate. */
export const adSpyTokenListSchema = z.object({
  tokens: z.array(adSpyTokenSchema),
  /** 1-based position of the token in use among `total`; null with no token. */
  currentPosition: z.number().int().nullable(),
  total: z.number().int(),
  /** Code 4 stops every token until this instant. */
  appLimitedUntil: z.string().nullable(),
});
export type AdSpyTokenList = z.infer<typeof adSpyTokenListSchema>;

// ---------------------------------------------------------------- competitors

export const SNAPSHOT_SOURCES = ['api', 'manual'] as const;
export const snapshotSourceSchema = z.enum(SNAPSHOT_SOURCES);
export type SnapshotSource = z.infer<typeof snapshotSourceSchema>;

/**
 * Figures from the competitor's daily snapshots, relative to the day of the latest count (`day`).
 * A null figure means the snapshot it needs is missing (a gap is never filled):
 * activeAds - no count yet; yesterdayAds, dailyVariation, dailyGrowth - none the day before;
 * weeklyChange - none 7 days before; monthlyGrowth - none 30 days before.
 */
export const competitorFiguresSchema = z.object({
  activeAds: z.number().int().nullable(),
  /** The day of `activeAds`, and where it came from (the Ad Library or the member's count). */
  day: z.string().nullable(),
  source: snapshotSourceSchema.nullable(),
  yesterdayAds: z.number().int().nullable(),
  /** activeAds - yesterdayAds. */
  dailyVariation: z.number().int().nullable(),
  /** (activeAds - yesterdayAds) / yesterdayAds * 100, rounded; 100 when yesterday was 0 and today is above. */
  dailyGrowth: z.number().int().nullable(),
  /** activeAds - the count 7 days before. */
  weeklyChange: z.number().int().nullable(),
  /** The same percent formula against the count 30 days before. */
  monthlyGrowth: z.number().int().nullable(),
});
export type CompetitorFigures = z.infer<typeof competitorFiguresSchema>;

export const competitorSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** 'Não categorizado' when none was given. */
  industry: z.string(),
  adLibraryUrl: z.string().nullable(),
  pageId: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  /** When the last snapshot was recorded (null: 'Sem histórico ainda'). */
  lastActivityAt: z.string().nullable(),
  figures: competitorFiguresSchema,
  /**
   * The last ADSPY_TREND_DAYS days' counts, oldest first, the last one today (server's UTC day);
   * null where no count was recorded that day. Drawn as the card's trend line.
   */
  trend: z.array(z.number().int().nullable()),
  /** The last automatic fetch failed after the last count: its reason (ADSPY_API_ERROR_REASONS or 'noToken'). */
  lastError: z.object({ reason: z.string(), at: z.string() }).nullable(),
});
export type Competitor = z.infer<typeof competitorSchema>;

/** GET /api/adspy/competitors, and POST /api/adspy/competitors/refresh ('Atualizar' for all, within the rate limit). */
export const competitorListSchema = z.object({ items: z.array(competitorSchema) });
export type CompetitorList = z.infer<typeof competitorListSchema>;

/** POST /api/adspy/competitors: `urlGenerated` -> the toast 'URL gerada automaticamente'. */
export const createdCompetitorSchema = z.object({ competitor: competitorSchema, urlGenerated: z.boolean() });
export type CreatedCompetitor = z.infer<typeof createdCompetitorSchema>;

/** GET /api/adspy/competitors/comparison: one count per day (null: no snapshot that day). */
export const comparisonSchema = z.object({
  days: z.number().int(),
  /** Every day of the period, oldest first, the last one today. */
  dates: z.array(z.string()),
  series: z.array(z.object({ id: z.string(), name: z.string(), counts: z.array(z.number().int().nullable()) })),
});
export type Comparison = z.infer<typeof comparisonSchema>;

// ---------------------------------------------------------------- swipe files

export const swipeFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  adCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SwipeFile = z.infer<typeof swipeFileSchema>;

export const swipeFileListSchema = z.object({ items: z.array(swipeFileSchema) });
export type SwipeFileList = z.infer<typeof swipeFileListSchema>;

export const savedAdSchema = libraryAdSchema
  .omit({ languages: true, euReach: true, pagePictureUrl: true })
  .extend({ note: z.string().nullable(), savedAt: z.string() });
export type SavedAd = z.infer<typeof savedAdSchema>;

/** GET /api/adspy/swipe-files/:id: the file and its ads, the most recently saved first. */
export const swipeFileDetailSchema = swipeFileSchema.extend({ ads: z.array(savedAdSchema) });
export type SwipeFileDetail = z.infer<typeof swipeFileDetailSchema>;
