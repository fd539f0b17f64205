import { z } from 'zod';
import {
  AI_CHAT_ATTACHMENT_IDS_MAX,
  AI_CHAT_SEARCH_MAX_LENGTH,
  AI_CONVERSATION_PAGE_MAX,
  AI_CONVERSATION_PAGE_SIZE,
  AI_CONVERSATION_TITLE_MAX,
  AI_FOLDER_NAME_MAX,
  AI_MESSAGE_PAGE_MAX,
  AI_MESSAGE_PAGE_SIZE,
  AI_MESSAGE_TEXT_MAX,
} from '../limits-ai.js';
import { aiAttachmentSchema } from './ai-files.js';
import { recordIdField, textField } from './fields.js';

/**
 * The AI lab's conversations, folders, messages and the chat stream (issue 15, H3; decision 0039).
 * Messages are catalogue keys of `aiLab.chatValidation`. Routes under /api/ai (aiLab permission):
 *   GET/POST /folders, PATCH/DELETE /folders/:folderId
 *   GET /conversations?folder=&q=&cursor=&limit=   (recent first; a folder or 'none'; search)
 *   POST /conversations, GET/PATCH/DELETE /conversations/:conversationId
 *   GET /conversations/:conversationId/messages?before=&limit=   (older pages)
 *   POST /conversations/:conversationId/messages   (the AI SDK UI message stream)
 */

const key = (name: string) => `aiLab.chatValidation.${name}`;
const idField = recordIdField(key('idInvalid'));
const cursorField = textField().max(512, 'validation.cursorInvalid').optional();

export const aiConversationIdParamsSchema = z.object({ conversationId: idField });
export const aiFolderIdParamsSchema = z.object({ folderId: idField });

/** A model or an agent: what a conversation talks with (the picker's choice). */
export const aiChatTargetTypeSchema = z.enum(['model', 'agent'], { error: key('targetInvalid') });
export type AiChatTargetType = z.infer<typeof aiChatTargetTypeSchema>;
export const aiChatTargetRefSchema = z.strictObject({
  type: aiChatTargetTypeSchema,
  id: recordIdField(key('targetInvalid')),
});
export type AiChatTargetRef = z.input<typeof aiChatTargetRefSchema>;

// ---------------------------------------------------------------- folders ('Pastas')

export const aiFolderInputSchema = z.strictObject({
  name: textField(key('folderNameRequired'))
    .trim()
    .min(1, key('folderNameRequired'))
    .max(AI_FOLDER_NAME_MAX, key('folderNameTooLong')),
});
export type AiFolderInput = z.input<typeof aiFolderInputSchema>;

export const aiFolderSchema = z.object({
  id: z.string(),
  name: z.string(),
  conversationCount: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type AiFolder = z.infer<typeof aiFolderSchema>;

/** Every folder of the member, by name. */
export const aiFolderListSchema = z.object({ items: z.array(aiFolderSchema) });
export type AiFolderList = z.infer<typeof aiFolderListSchema>;

// ---------------------------------------------------------------- conversations

const messageTextField = textField(key('messageRequired')).max(AI_MESSAGE_TEXT_MAX, key('messageTooLong'));
const attachmentIdsField = z
  .array(idField, { error: 'validation.invalidValue' })
  .max(AI_CHAT_ATTACHMENT_IDS_MAX, key('attachmentsTooMany'));

/** The chat's first message (text, or files with no text), stored with the chat itself. */
export const aiFirstMessageSchema = z
  .strictObject({ text: messageTextField.optional(), attachmentIds: attachmentIdsField.optional() })
  .refine((input) => (input.text?.trim().length ?? 0) > 0 || (input.attachmentIds?.length ?? 0) > 0, {
    message: key('messageRequired'),
    path: ['text'],
  });

/**
 * 'Novo Chat': the picker's choice (or none for the first model with a working key) and the
 * member's first message. The lab always sends `message`: the chat and that message are stored in
 * one transaction, and the reply is asked for with `{ regenerate: true }` (decision 0116). A chat
 * created without a message never holds one of the member's: the server deletes it an hour later.
 */
export const createAiConversationSchema = z.strictObject({
  target: aiChatTargetRefSchema.optional(),
  folderId: idField.nullable().optional(),
  message: aiFirstMessageSchema.optional(),
});
export type CreateAiConversationInput = z.input<typeof createAiConversationSchema>;

/** Rename, move to a folder (folderId null: out of every folder), or both. */
export const updateAiConversationSchema = z
  .strictObject({
    title: textField(key('titleRequired'))
      .trim()
      .min(1, key('titleRequired'))
      .max(AI_CONVERSATION_TITLE_MAX, key('titleTooLong'))
      .optional(),
    folderId: idField.nullable().optional(),
  })
  .refine((input) => input.title !== undefined || input.folderId !== undefined, key('nothingToChange'));
export type UpdateAiConversationInput = z.input<typeof updateAiConversationSchema>;

/**
 * The sidebar's lists, most recent activity first, paged by keyset: every chat ('Recentes'), a
 * folder's (`folder=<id>`), the chats in no folder (`folder=none`); `q` searches titles and message
 * text (every word, accents and case folded), within the folder when one is given.
 */
export const aiConversationListQuerySchema = z.object({
  folder: z.union([z.literal('none'), idField]).optional(),
  q: textField().trim().max(AI_CHAT_SEARCH_MAX_LENGTH, key('searchTooLong')).optional(),
  cursor: cursorField,
  limit: z.coerce.number().int().min(1).max(AI_CONVERSATION_PAGE_MAX).default(AI_CONVERSATION_PAGE_SIZE),
});
export type AiConversationListQuery = z.input<typeof aiConversationListQuerySchema>;

export const aiConversationSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  folderId: z.string().nullable(),
  target: z.object({ type: aiChatTargetTypeSchema, id: z.string() }),
  /** The model's or agent's name when the chat began ('Conversando com {model}'). */
  modelName: z.string(),
  /** Plain text from the start of the last message. */
  lastMessagePreview: z.string(),
  lastMessageAt: z.string(),
  messageCount: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type AiConversationSummary = z.infer<typeof aiConversationSummarySchema>;

export const aiConversationPageSchema = z.object({
  items: z.array(aiConversationSummarySchema),
  nextCursor: z.string().nullable(),
});
export type AiConversationPage = z.infer<typeof aiConversationPageSchema>;

// ---------------------------------------------------------------- messages

export const aiMessageRoleSchema = z.enum(['user', 'assistant']);
export type AiMessageRole = z.infer<typeof aiMessageRoleSchema>;
/** complete; stopped by the member (kept as streamed, charged for it); error (the provider failed). */
export const aiMessageStatusSchema = z.enum(['complete', 'stopped', 'error']);
export type AiMessageStatus = z.infer<typeof aiMessageStatusSchema>;

export const aiMessageSchema = z.object({
  id: z.string(),
  role: aiMessageRoleSchema,
  /** Markdown as the model wrote it (render safely), or what the member typed. */
  text: z.string(),
  status: aiMessageStatusSchema,
  /** The Portuguese reason of status 'error' (bad key, rate limit, context too long...). */
  errorMessage: z.string().nullable(),
  /** The model that wrote an assistant message; null for the member's messages and the greeting. */
  modelName: z.string().nullable(),
  inputTokens: z.number().int().nonnegative(),
  outputTokens: z.number().int().nonnegative(),
  credits: z.number().int().nonnegative(),
  /** The files the member attached to this message (ai-files). */
  attachments: z.array(aiAttachmentSchema),
  createdAt: z.string(),
});
export type AiMessage = z.infer<typeof aiMessageSchema>;

/** A page of messages in the order they were written; `olderCursor` asks for the page before it. */
export const aiMessagePageSchema = z.object({
  items: z.array(aiMessageSchema),
  olderCursor: z.string().nullable(),
});
export type AiMessagePage = z.infer<typeof aiMessagePageSchema>;

export const aiMessagePageQuerySchema = z.object({
  before: cursorField,
  limit: z.coerce.number().int().min(1).max(AI_MESSAGE_PAGE_MAX).default(AI_MESSAGE_PAGE_SIZE),
});
export type AiMessagePageQuery = z.input<typeof aiMessagePageQuerySchema>;

/** Opening a chat: the conversation and its newest messages, in one request. */
export const aiConversationDetailSchema = z.object({
  conversation: aiConversationSummarySchema,
  messages: aiMessagePageSchema,
});
export type AiConversationDetail = z.infer<typeof aiConversationDetailSchema>;

// ---------------------------------------------------------------- the chat stream

/**
 * POST /conversations/:id/messages sends only what is new (the server holds the history):
 *   { text, attachmentIds? }        a new message (text, or attachments with no text)
 *   { regenerate: true }            the last reply again (the previous reply is replaced)
 *   { editMessageId, text }         edit one of my messages and resend: later messages are dropped
 * The answer is the AI SDK's UI message stream (for useChat); errors before the stream starts are the
 * usual JSON envelope (402 credits, 409 a reply in progress, 429 too many sends...).
 */
export const aiChatSendSchema = z
  .strictObject({
    text: messageTextField.optional(),
    attachmentIds: attachmentIdsField.optional(),
    regenerate: z.literal(true, { error: 'validation.invalidValue' }).optional(),
    editMessageId: idField.optional(),
  })
  .superRefine((input, ctx) => {
    const fail = (message: string, path: string) => ctx.addIssue({ code: 'custom', message, path: [path] });
    if (input.regenerate) {
      if (input.text !== undefined || input.editMessageId !== undefined || input.attachmentIds?.length)
        fail(key('regenerateAlone'), 'regenerate');
      return;
    }
    const hasText = input.text !== undefined && input.text.trim().length > 0;
    if (input.editMessageId !== undefined) {
      if (!hasText) fail(key('messageRequired'), 'text');
      if (input.attachmentIds?.length) fail(key('editWithoutAttachments'), 'attachmentIds');
      return;
    }
    if (!hasText && !input.attachmentIds?.length) fail(key('messageRequired'), 'text');
  });
export type AiChatSendInput = z.input<typeof aiChatSendSchema>;

/**
 * The metadata of the streamed assistant message (useChat's `message.metadata`): `userMessageId` on
 * the start chunk (the id the server gave the member's message), the rest once the reply is saved,
 * just before the finish chunk.
 */
export const aiChatStreamMetadataSchema = z.object({
  conversationId: z.string().optional(),
  userMessageId: z.string().optional(),
  assistantMessageId: z.string().optional(),
  status: aiMessageStatusSchema.optional(),
  inputTokens: z.number().int().optional(),
  outputTokens: z.number().int().optional(),
  credits: z.number().int().optional(),
  /** The conversation's title after this message (the first message titles the chat). */
  conversationTitle: z.string().optional(),
});
export type AiChatStreamMetadata = z.infer<typeof aiChatStreamMetadataSchema>;
