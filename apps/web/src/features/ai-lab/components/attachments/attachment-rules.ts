import type { AiAttachment } from '@blivion/shared/ai';
import {
  AI_IMAGE_MEDIA_TYPES,
  AI_ATTACHMENT_IMAGE_MAX_BYTES,
  AI_ATTACHMENT_MAX_BYTES,
  AI_ATTACHMENT_TEXT_MAX_BYTES,
  AI_MESSAGE_ATTACHMENTS_MAX,
  AI_MESSAGE_ATTACHMENTS_MAX_BYTES,
} from '@blivion/shared/core';

export const MB = 1024 * 1024;

const IMAGE_TYPES = new Set<string>(AI_IMAGE_MEDIA_TYPES);

/** What the file picker offers; the server still decides every file by its content. */
const TEXT_ACCEPT = 'text/*,.txt,.md,.csv,.tsv,.json,.xml,.yaml,.yml,.html,.css,.js,.ts,.py,.sql,.log';
export function acceptOf(acceptsImages: boolean): string {
  return [...(acceptsImages ? AI_IMAGE_MEDIA_TYPES : []), 'application/pdf', TEXT_ACCEPT].join(',');
}

/** The kind the browser's guess suggests, for the limits checked before uploading. */
export function guessedKind(file: File): AiAttachment['kind'] {
  if (IMAGE_TYPES.has(file.type)) return 'image';
  if (file.type === 'application/pdf' || /\.pdf$/i.test(file.name)) return 'pdf';
  return 'text';
}

const KIND_LIMITS: Record<AiAttachment['kind'], number> = {
  image: AI_ATTACHMENT_IMAGE_MAX_BYTES,
  pdf: AI_ATTACHMENT_MAX_BYTES,
  text: AI_ATTACHMENT_TEXT_MAX_BYTES,
};

export type Refusal =
  | { key: 'aiLab.attachments.tooMany'; values: { count: number } }
  | { key: 'aiLab.chat.imagesNotSupported'; values: Record<string, never> }
  | { key: 'aiLab.chat.attachmentTooLarge'; values: { name: string; size: number } }
  | { key: 'aiLab.attachments.totalTooLarge'; values: { size: number } };

/**
 * The stated limits, checked before a byte is sent (the server checks them again): how many files a
 * message carries, images only for a model that takes them, each kind's size, the message's total.
 */
export function refusalOf(
  file: File,
  message: { count: number; totalBytes: number; acceptsImages: boolean },
): Refusal | null {
  if (message.count >= AI_MESSAGE_ATTACHMENTS_MAX) {
    return { key: 'aiLab.attachments.tooMany', values: { count: AI_MESSAGE_ATTACHMENTS_MAX } };
  }
  const kind = guessedKind(file);
  if (kind === 'image' && !message.acceptsImages) return { key: 'aiLab.chat.imagesNotSupported', values: {} };
  if (file.size > KIND_LIMITS[kind]) {
    return { key: 'aiLab.chat.attachmentTooLarge', values: { name: file.name, size: KIND_LIMITS[kind] / MB } };
  }
  if (message.totalBytes + file.size > AI_MESSAGE_ATTACHMENTS_MAX_BYTES) {
    return { key: 'aiLab.attachments.totalTooLarge', values: { size: AI_MESSAGE_ATTACHMENTS_MAX_BYTES / MB } };
  }
  return null;
}

const sizes = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 2 });

/** Megabytes as shown in 'total {{size}} MB': '0' for nothing, never '0' for something. */
export function megabytes(bytes: number): string {
  return bytes === 0 ? '0' : sizes.format(Math.max(bytes / MB, 0.01));
}

/** One file's size: KB below a megabyte (rounded up), MB above. */
export function fileSize(bytes: number): {
  key: 'aiLab.attachments.sizeKb' | 'aiLab.attachments.sizeMb';
  size: string;
} {
  return bytes < MB
    ? { key: 'aiLab.attachments.sizeKb', size: sizes.format(Math.max(1, Math.ceil(bytes / 1024))) }
    : { key: 'aiLab.attachments.sizeMb', size: sizes.format(Math.round((bytes / MB) * 10) / 10) };
}
