/** AdSpy's limits (issue 16), apart from limits.ts so that no page but AdSpy's bundles them. */
// AdSpy (issue 16; docs/decisions/0043-adspy-module.md, 0044-adspy-snapshots-and-figures.md).
/** Library search results are kept on the server this long, so members searching alike spend no extra calls. */
export const ADSPY_CACHE_TTL_SECONDS = 10 * 60;
/** Ads per library page (the Graph API's `limit`). */
export const ADSPY_PAGE_SIZE = 24;
export const ADSPY_SEARCH_MAX_LENGTH = 100;
export const ADSPY_CURSOR_MAX_LENGTH = 600;
export const ADSPY_TOKEN_MIN_LENGTH = 20;
export const ADSPY_TOKEN_MAX_LENGTH = 1000;
export const ADSPY_TOKENS_MAX = 20;
export const ADSPY_NAME_MAX = 120;
export const ADSPY_INDUSTRY_MAX = 60;
export const ADSPY_URL_MAX = 2000;
export const ADSPY_NOTES_MAX = 1000;
/** A manual count or a fetched one above this is refused (no advertiser has this many active ads). */
export const ADSPY_AD_COUNT_MAX = 1_000_000;
/** Each member's own lists. */
export const ADSPY_COMPETITORS_MAX = 100;
export const ADSPY_SWIPE_FILES_MAX = 50;
export const ADSPY_SAVED_ADS_PER_FILE_MAX = 500;
export const ADSPY_SAVED_AD_TEXT_MAX = 5000;
/** The comparison: these periods (specification section 9), at least 2 and at most this many competitors. */
export const ADSPY_COMPARISON_DAYS = [30, 90, 180] as const;
export const ADSPY_COMPARISON_MAX = 10;
/**
 * A member is told when a competitor's active ads rise by at least this percent over the day before
 * and by at least ADSPY_JUMP_MIN_ADS ads (so 1 -> 2 is no jump).
 */
export const ADSPY_JUMP_PERCENT = 50;
export const ADSPY_JUMP_MIN_ADS = 5;
/**
 * The daily snapshot job looks for work every hour (UTC); the day's slot runs once, and a run paused
 * by the rate limits gives the slot back for the next hour (the backoff).
 */
export const ADSPY_SNAPSHOT_CRON = '23 * * * *';
/** Per member and minute, so one member cannot spend the tokens' shared rate limit (429 RATE_LIMITED). */
export const ADSPY_SEARCHES_PER_MINUTE = 30;
export const ADSPY_REFRESHES_PER_MINUTE = 10;
/** Counting one competitor's active ads pages through at most this many Graph pages of 500. */
export const ADSPY_COUNT_MAX_PAGES = 20;
/** The competitor card's trend line: this many days' counts, the last one today. */
export const ADSPY_TREND_DAYS = 30;
