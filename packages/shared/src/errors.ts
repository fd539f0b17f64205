import { z } from 'zod';
import type { adSpy } from './i18n/pt-BR/ad-spy.js';
import type { aiLab } from './i18n/pt-BR/ai-lab.js';
import type { errors } from './i18n/pt-BR/errors.js';
import type { sales } from './i18n/pt-BR/sales.js';

/**
 * Stable error codes of the API; each has a catalogue text under `errors.<CODE>`, or, for the AI
 * lab's, AdSpy's and the sales module's codes, under `aiLab.errors.<CODE>`, `adSpy.errors.<CODE>` and
 * `sales.errors.<CODE>`: the `errors`
 * section is in every page's first load (the landing's too, at its budget), a module's section
 * only in that module's pages.
 */
export type ErrorCode =
  keyof typeof errors | keyof typeof aiLab.errors | keyof typeof adSpy.errors | keyof typeof sales.errors;

export const fieldErrorSchema = z.object({
  field: z.string(),
  /** Catalogue key of the message, for the web app to translate. */
  key: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  BAD_REQUEST: 400,
  INVALID_DATA: 400,
  PASSWORD_TOO_COMMON: 400,
  INVALID_RESET_TOKEN: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  PERMISSION_REQUIRED: 403,
  ACCESS_EXPIRED: 403,
  FEATURE_DISABLED: 403,
  ADMIN_REQUIRED: 403,
  ORIGIN_REJECTED: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  EMAIL_TAKEN: 409,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  SIGN_IN_DELAYED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  NETWORK_ERROR: 503,
  CANNOT_MANAGE_ADMIN: 403,
  MASTER_PROTECTED: 403,
  MASTER_ROLE_RESERVED: 403,
  CANNOT_CHANGE_OWN_ACCESS: 403,
  CANNOT_DELETE_SELF: 403,
  USER_NOT_FOUND: 404,
  BANNER_NOT_FOUND: 404,
  UNKNOWN_TRANSLATION_KEY: 400,
  INVALID_CURRENT_PASSWORD: 400,
  FILE_REQUIRED: 400,
  EMPTY_FILE: 400,
  INVALID_FILE_TYPE: 400,
  FILE_TOO_LARGE: 413,
  VIDEO_REQUIRED: 400,
  INVALID_VIDEO_TYPE: 400,
  FILE_TOO_COMPLEX: 400,
  FILE_CHECKS_BUSY: 503,
  IMAGE_DIMENSIONS_TOO_LARGE: 400,
  RANGE_NOT_SATISFIABLE: 416,
  FORUM_CATEGORIES_STAFF_ONLY: 403,
  FORUM_CATEGORIES_MASTER_ONLY: 403,
  FORUM_CATEGORY_NOT_FOUND: 404,
  FORUM_CATEGORY_NOT_EMPTY: 409,
  FORUM_TOPIC_NOT_FOUND: 404,
  FORUM_REPLY_NOT_FOUND: 404,
  FORUM_NOT_AUTHOR: 403,
  FORUM_MODERATORS_ONLY: 403,
  FORUM_TOPIC_LOCKED: 403,
  FORUM_OWN_POST_LIKE: 403,
  FORUM_POLL_NOT_FOUND: 404,
  FORUM_POLL_CLOSED: 409,
  FORUM_TOPIC_TOO_SOON: 429,
  FORUM_REPLY_TOO_SOON: 429,
  NOTIFICATION_NOT_FOUND: 404,
  COURSE_NOT_FOUND: 404,
  LESSON_NOT_FOUND: 404,
  COURSE_VIDEO_NOT_FOUND: 404,
  AI_CONVERSATION_NOT_FOUND: 404,
  AI_FOLDER_NOT_FOUND: 404,
  AI_MESSAGE_NOT_FOUND: 404,
  AI_FOLDERS_LIMIT: 409,
  AI_REPLY_IN_PROGRESS: 409,
  AI_NOTHING_TO_REGENERATE: 409,
  AI_MESSAGE_NOT_EDITABLE: 409,
  AI_CHAT_TOO_FAST: 429,
  ADSPY_NO_TOKEN: 409,
  ADSPY_API_ERROR: 502,
  AI_INSUFFICIENT_CREDITS: 402,
  AI_MONTHLY_CAP_REACHED: 402,
  AI_CREDITS_NOT_AVAILABLE: 409,
  AI_CREDITS_BALANCE_LIMIT: 409,
  AI_FILE_TYPE: 400,
  AI_FILE_UNREADABLE: 400,
  AI_ATTACHMENTS_LIMIT: 400,
  AI_IMAGES_NOT_SUPPORTED: 400,
  AI_IMAGE_MODEL_NO_ATTACHMENTS: 400,
  AI_ATTACHMENTS_PENDING: 429,
  // AI lab: ai-models (issue 15)
  AI_PROVIDER_NOT_FOUND: 404,
  AI_PROVIDER_IN_USE: 409,
  AI_PROVIDER_KEY_MISSING: 409,
  AI_MODEL_NOT_FOUND: 404,
  AI_MODEL_NOT_DELETABLE: 403,
  AI_MODEL_IN_USE: 409,
  AI_MODEL_UNAVAILABLE: 409,
  AI_AGENT_NOT_FOUND: 404,
  AI_AGENT_NOT_EDITABLE: 403,
  AI_ACADEMY_AGENTS_STAFF_ONLY: 403,
  AI_AGENT_TOO_MANY: 429,
  // Sales (issue 31)
  SALES_CONNECTION_NOT_FOUND: 404,
  SALES_CONNECTIONS_LIMIT: 409,
  SALES_PRODUCT_NOT_FOUND: 404,
  SALES_PRODUCT_TAKEN: 409,
  SALES_PRODUCTS_LIMIT: 409,
  SALES_EVENT_NOT_FOUND: 404,
  SALES_EVENT_NOT_FAILED: 409,
  SALES_WEBHOOK_UNAUTHENTICATED: 401,
  SALES_WEBHOOK_NOT_FOUND: 404,
};
