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
/**
 * The largest image the server takes (every uploaded image and every image attached in the AI lab),
 * by the size its header states: a few kilobytes can claim a picture that takes gigabytes to draw,
 * in the server's parser and in every browser that shows it (decision 0066).
 */
export const IMAGE_MAX_SIDE_PX = 16_384;
export const IMAGE_MAX_PIXELS = 50_000_000;

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
/** A member's profile: the bio, and the links they show (their Instagram, site). */
export const FORUM_BIO_MAX = 500;
export const FORUM_LINKS_MAX = 5;
export const FORUM_LINK_MAX = 300;
/** Members the composer's '@' offers at once. */
export const FORUM_MENTION_SUGGESTIONS_MAX = 8;
/** An image pasted or dropped into a post, before it is re-encoded. */
export const FORUM_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
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
/** The dashboard's 'Continuar assistindo': the member's most recently studied courses. */
export const COURSES_IN_PROGRESS_MAX = 6;
/** Uploaded lesson videos: MP4 or WebM, at most this size (the issue asks for at least 500 MB). */
export const COURSE_VIDEO_MAX_BYTES = 1024 * 1024 * 1024;

/** Course certificates (issue 32, decision 0087): the admin's text above the member's name. */
export const COURSE_CERTIFICATE_TEXT_MAX = 300;
/** A verification code's length as the API reads it (the codes themselves are 24 characters with hyphens). */
export const COURSE_CERTIFICATE_CODE_MAX = 64;

/** Lesson materials (issue 32, decision 0088): each file up to 200 MB, streamed to storage; up to 20 a lesson. */
export const COURSE_MATERIAL_MAX_BYTES = 200 * 1024 * 1024;
export const COURSE_MATERIALS_PER_LESSON_MAX = 20;
export const COURSE_MATERIAL_LABEL_MAX = 120;
export const COURSE_MATERIAL_URL_MAX = 2000;

/** Release schedules (issue 32, decision 0089): 'N days after access' up to a year and a half. */
export const COURSE_RELEASE_DAYS_MAX = 540;

/** Lesson notes (issue 32, decision 0090): one private note per member and lesson. */
export const LESSON_NOTE_MAX = 20_000;
