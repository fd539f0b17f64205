/** The AI lab's limits (issue 15), apart from limits.ts so that no page but the lab's bundles them. */
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

/** The images a model can be sent, detected from their content (never the name or declared type). */
export const AI_IMAGE_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
