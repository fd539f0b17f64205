/** Business constants and limits shared by the server and the web app. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 120;
export const EMAIL_MAX_LENGTH = 254;

export const RESET_LINK_TTL_SECONDS = 60 * 60;
export const SESSION_SLIDING_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_REFRESH_AFTER_SECONDS = 24 * 60 * 60;
export const SESSION_ABSOLUTE_MAX_SECONDS = 30 * 24 * 60 * 60;

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** A profile photo (POST /api/me/avatar). */
export const AVATAR_MAX_BYTES = 1024 * 1024;
/** The side of the square the web app crops a profile photo to (twice the largest avatar shown, for sharp screens). */
export const AVATAR_SIZE_PX = 256;
export const BANNER_DISMISS_HOURS = 24;

export const TOAST_MAX_VISIBLE = 3;
export const TOAST_DURATION_MS = 4000;
export const TOAST_WIDTH_PX = 356;
export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
export const QUERY_GC_TIME_MS = 5 * 60 * 1000;
export const QUERY_RETRIES = 3;
export const QUERY_RETRY_CAP_MS = 30_000;

export const LOGOUT_REDIRECT_MS = 500;
export const LOGOUT_ERROR_REDIRECT_MS = 1000;
export const HEADER_OPAQUE_AFTER_PX = 10;

/** Rate limits for the abusable account endpoints: attempts per window, keyed on the client IP. */
export const RATE_LIMITS = {
  signIn: { max: 10, windowMs: 60_000 },
  signUp: { max: 30, windowMs: 60 * 60_000 },
  passwordRecovery: { max: 5, windowMs: 15 * 60_000 },
  clientReport: { max: 30, windowMs: 60_000 },
} as const;

/**
 * Limits per account, whatever the IP (docs/decisions/0017). Sign-in: the first `freeAttempts`
 * attempts on one e-mail pass; from then on each attempt is delayed, the wait doubling from
 * `firstDelaySeconds` up to `maxDelaySeconds`; a success resets it, and `forgetAfterSeconds` after
 * the last attempt it is forgotten. Recovery: at most one reset e-mail per `emailIntervalSeconds`
 * and `emailsPerWindow` per `windowSeconds` to one address.
 */
export const ACCOUNT_LIMITS = {
  signIn: { freeAttempts: 5, firstDelaySeconds: 60, maxDelaySeconds: 15 * 60, forgetAfterSeconds: 60 * 60 },
  passwordReset: { emailIntervalSeconds: 60, emailsPerWindow: 5, windowSeconds: 60 * 60 },
} as const;

/** Forum (issue 4): lengths, page sizes, posting intervals and the ranking's points. */
export const FORUM_TITLE_MAX = 200;
export const FORUM_TOPIC_CONTENT_MAX = 20_000;
export const FORUM_REPLY_CONTENT_MAX = 10_000;
export const FORUM_TAG_MAX_LENGTH = 30;
export const FORUM_TAGS_MAX = 5;
export const FORUM_CATEGORY_NAME_MAX = 60;
export const FORUM_CATEGORY_DESCRIPTION_MAX = 300;
export const FORUM_POLL_QUESTION_MAX = 200;
export const FORUM_POLL_OPTION_MAX = 100;
export const FORUM_POLL_OPTIONS_MIN = 2;
export const FORUM_POLL_OPTIONS_MAX = 10;
/** 'Ver Mais Postagens' loads this many topics at a time; replies come in pages of the same size. */
export const FORUM_PAGE_SIZE = 20;
export const FORUM_PAGE_MAX = 50;
export const FORUM_SEARCH_MAX_LENGTH = 200;
/** Results per kind in the top bar's search (courses, lessons, forum topics). */
export const SITE_SEARCH_GROUP_SIZE = 5;
/** The kinds of result of the top bar's search, in the order it shows their groups. */
export const SITE_SEARCH_KINDS = ['courses', 'lessons', 'topics'] as const;
/** 'Blivion do Mês' and 'Elite Blivion' show the top 5; rank 1 of the month is the monthly winner. */
export const FORUM_RANKING_SIZE = 5;
/** A member waits this long between two topics, and between two replies (flood limits). */
export const FORUM_TOPIC_INTERVAL_SECONDS = 60;
export const FORUM_REPLY_INTERVAL_SECONDS = 10;
/** Ranking points: the single place where the weights live. */
export const FORUM_SCORE_WEIGHTS = { topic: 5, reply: 2, likeReceived: 1, lessonCompleted: 1 } as const;
/** Distinct @mentions that raise notifications in one post. */
export const FORUM_MENTIONS_MAX = 10;
/** The months of the ranking follow Brasília time. */
export const FORUM_TIME_ZONE = 'America/Sao_Paulo';
export const FORUM_ACTIVITY_DEFAULT = 5;
export const FORUM_ACTIVITY_MAX = 20;
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_PAGE_MAX = 50;

// Courses (issue 14; docs/decisions/0030-courses-module.md).
export const COURSE_TITLE_MAX = 120;
export const COURSE_DESCRIPTION_MAX = 2000;
export const COURSE_MODULE_TITLE_MAX = 120;
export const COURSE_LESSON_TITLE_MAX = 200;
export const COURSE_LESSON_DESCRIPTION_MAX = 20_000;
export const COURSE_VIDEO_URL_MAX = 2000;
/** A course's content: at most this many modules and lessons (the benchmark's largest course has 200). */
export const COURSE_MODULES_MAX = 100;
export const COURSE_LESSONS_MAX = 500;
/** A lesson's duration and a saved position: at most 24 hours. */
export const COURSE_LESSON_DURATION_MAX_SECONDS = 24 * 60 * 60;
/** Seconds watched one position report may add (the player reports about every 10 s, and on leaving). */
export const COURSE_WATCH_DELTA_MAX_SECONDS = 15 * 60;
export const COURSE_PAGE_SIZE = 20;
export const COURSE_PAGE_MAX = 100;
export const COURSE_SEARCH_MAX_LENGTH = 120;
/** The dashboard's 'Seus cursos': the member's most recently studied courses. */
export const COURSES_IN_PROGRESS_MAX = 6;
/** The carousel's page size (specification section 9). */
export const COURSE_CAROUSEL_PAGE_SIZE = 5;
/** Uploaded lesson videos: MP4 or WebM, at most this size (the issue asks for at least 500 MB). */
export const COURSE_VIDEO_MAX_BYTES = 1024 * 1024 * 1024;
/** AI lab chats (issue 15, decision 0039): folders, titles, one message's text, lists and search. */
export const AI_FOLDER_NAME_MAX = 80;
export const AI_FOLDERS_MAX = 100;
export const AI_CONVERSATION_TITLE_MAX = 120;
/** One message the member sends (about 8,000 tokens); the stream's request body is bounded by it. */
export const AI_MESSAGE_TEXT_MAX = 32_000;
export const AI_CHAT_ATTACHMENT_IDS_MAX = 10;
export const AI_CHAT_SEARCH_MAX_LENGTH = 200;
export const AI_CONVERSATION_PAGE_SIZE = 30;
export const AI_CONVERSATION_PAGE_MAX = 100;
/** Opening a chat shows its newest messages; the whole of a 500-message chat fits one page at most. */
export const AI_MESSAGE_PAGE_SIZE = 100;
export const AI_MESSAGE_PAGE_MAX = 500;
/** Messages a member may send (new, regenerated or edited) per minute, across every instance. */
export const AI_CHAT_SENDS_PER_MINUTE = 20;
/** A streamed reply is cut off after this long; the member's one-reply-at-a-time slot expires with it. */
export const AI_REPLY_MAX_SECONDS = 300;

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
/** Counting one competitor's active ads pages through at most this many Graph pages of 500. */
export const ADSPY_COUNT_MAX_PAGES = 20;

// AI lab credits (issue 15; docs/decisions/0038-ai-credits.md).
/** The largest balance, grant, removal, allowance or cap: balances stay well inside a 32-bit integer. */
export const AI_CREDITS_MAX = 1_000_000_000;
export const AI_CREDIT_REASON_MAX = 300;
/** A reply's hold expires this long after it was taken; the scheduled sweep gives back expired holds. */
export const AI_CREDIT_HOLD_TTL_MINUTES = 30;
export const AI_CREDITS_PAGE_SIZE = 20;
export const AI_CREDITS_PAGE_MAX = 50;
export const AI_CREDITS_SEARCH_MAX = 120;

// AI lab attachments and generated images (issue 15; docs/decisions/0042-ai-files.md).
/** One attached file, whatever its type: the upload route's limit. */
export const AI_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** An image: Anthropic's limit per image, the lowest of the providers the lab calls. */
export const AI_ATTACHMENT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** A text file (a PDF may use the whole AI_ATTACHMENT_MAX_BYTES). */
export const AI_ATTACHMENT_TEXT_MAX_BYTES = 2 * 1024 * 1024;
/** Characters of a file's text given to the model; a longer text is cut there, and the member is told. */
export const AI_ATTACHMENT_TEXT_MAX_CHARS = 200_000;
/** Pages of a PDF whose text is read. */
export const AI_PDF_PAGES_MAX = 500;
/** One message: at most this many files, together at most this size. */
export const AI_MESSAGE_ATTACHMENTS_MAX = 5;
export const AI_MESSAGE_ATTACHMENTS_MAX_BYTES = 20 * 1024 * 1024;
/** Files a member has uploaded and not sent yet; an unsent file is deleted this many hours after its upload. */
export const AI_PENDING_ATTACHMENTS_MAX = 20;
export const AI_PENDING_ATTACHMENT_HOURS = 24;
/** How often the sweep deletes unsent files and the files of deleted messages. */
export const AI_ATTACHMENT_SWEEP_MINUTES = 15;
/** The size an image model is asked for. */
export const AI_IMAGE_SIZE = '1024x1024';
/** Uploads per member per minute (a PDF's text is read on the server). */
export const AI_ATTACHMENT_UPLOADS_PER_MINUTE = 30;
// AI lab: providers, models and agents (issue 15; docs/decisions/0036-ai-models-module.md).
export const AI_PROVIDER_NAME_MAX = 80;
export const AI_PROVIDER_BASE_URL_MAX = 500;
export const AI_API_KEY_MAX = 500;
export const AI_MODEL_NAME_MAX = 100;
export const AI_MODEL_PROVIDER_ID_MAX = 200;
export const AI_MODEL_DESCRIPTION_MAX = 500;
/** Prices are whole credits per million tokens (and per generated image); context up to 10 M tokens. */
export const AI_PRICE_MAX = 100_000_000;
export const AI_CONTEXT_LIMIT_MAX = 10_000_000;
export const AI_MAX_OUTPUT_TOKENS_MAX = 1_000_000;
/** A model added without these gets them (most current chat models take at least this much). */
export const AI_DEFAULT_CONTEXT_LIMIT = 128_000;
export const AI_DEFAULT_MAX_OUTPUT_TOKENS = 4096;
export const AI_MODELS_MAX = 500;
export const AI_AGENT_NAME_MAX = 100;
export const AI_AGENT_DESCRIPTION_MAX = 500;
export const AI_AGENT_PROMPT_MAX = 20_000;
/** Agent creation per member: at most this many in a sliding hour. */
export const AI_AGENT_CREATE_PER_HOUR = 20;
/** Test connection waits this long for the provider before calling the key failing. */
export const AI_TEST_CONNECTION_TIMEOUT_MS = 15_000;
/** A generated image larger than this is refused as a provider failure (a 1024 px PNG is 1 to 3 MB). */
export const AI_GENERATED_IMAGE_MAX_BYTES = 20 * 1024 * 1024;
