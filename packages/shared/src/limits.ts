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
