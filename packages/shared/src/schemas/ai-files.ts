import { z } from 'zod';
import { recordIdField } from './fields.js';

/** What an attached file is, decided from its content: an image, a PDF, or plain text. */
export const AI_ATTACHMENT_KINDS = ['image', 'pdf', 'text'] as const;
export type AiAttachmentKind = (typeof AI_ATTACHMENT_KINDS)[number];

/**
 * POST /api/ai/attachments answers one; messages carry them too. `url` is GET
 * /api/ai/attachments/:id (its owner only). `generated` is an image an image model made.
 * `textTruncated`: the file's text was longer than AI_ATTACHMENT_TEXT_MAX_CHARS and only its
 * start goes to the model. `pageCount` for PDFs.
 */
export const aiAttachmentSchema = z.object({
  id: z.string(),
  kind: z.enum(AI_ATTACHMENT_KINDS),
  name: z.string(),
  mediaType: z.string(),
  sizeBytes: z.number().int(),
  url: z.string(),
  generated: z.boolean(),
  textTruncated: z.boolean(),
  pageCount: z.number().int().nullable(),
});
export type AiAttachment = z.infer<typeof aiAttachmentSchema>;

export const aiAttachmentIdParamsSchema = z.object({
  attachmentId: recordIdField('aiLab.attachments.validation.idInvalid'),
});
