import type { AiAttachment } from '@blivion/shared';
import { truncateText } from '@blivion/shared';
import {
  AI_GENERATED_IMAGE_MAX_BYTES,
  AI_IMAGE_MEDIA_TYPES,
  AI_IMAGE_SIZE,
  AI_REPLY_MAX_SECONDS,
} from '@blivion/shared';
import { NoImageGeneratedError, generateImage } from 'ai';
import type { FastifyInstance } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { Member } from '../../auth/member.js';
import { releaseHold, reserveCredits, settleHold } from '../ai-credits/index.js';
import { attachmentView, displayName, newStorageKey, storeAttachment } from './attachments.service.js';

type GenerateOptions = Parameters<typeof generateImage>[0];

/** What generating needs of ai-models' ChatTarget (resolveChatTarget) for an image model. */
export interface ImageTarget {
  model: { name: string; kind: 'llm' | 'image'; pricePerImage: number };
  imageModel(): GenerateOptions['model'];
  providerOptions: NonNullable<GenerateOptions['providerOptions']>;
}

export interface ImageReply {
  /** The stored image: ai-chat links it to the reply with attachToMessage and shows it by its url. */
  attachment: AiAttachment;
  /** What the member was charged: the model's price for one image. */
  credits: number;
  /** Tokens the provider reported (OpenAI's gpt-image models do; zero when it says nothing). */
  usage: { inputTokens: number; outputTokens: number };
}

const IMAGE_TYPES = new Set<string>(AI_IMAGE_MEDIA_TYPES);
const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/** The image's own type, from its bytes; the provider's word for it is not taken. */
async function checkedImage(bytes: Uint8Array, result: Awaited<ReturnType<typeof generateImage>>) {
  const data = Buffer.from(bytes);
  const type = await fileTypeFromBuffer(data);
  if (!type || !IMAGE_TYPES.has(type.mime) || data.length > AI_GENERATED_IMAGE_MAX_BYTES) {
    throw new NoImageGeneratedError({
      message: 'The provider answered with no usable image.',
      responses: result.responses,
    });
  }
  return { data, mediaType: type.mime };
}

/**
 * The model's price for one image held on the member's credits (402 AI_INSUFFICIENT_CREDITS or
 * AI_MONTHLY_CAP_REACHED from ai-credits when they cannot pay): ai-chat holds it before the stream
 * starts, so that the refusal is the same JSON answer a text model's is.
 */
export async function reserveImageCredits(
  app: FastifyInstance,
  member: Pick<Member, 'id'>,
  target: ImageTarget,
  conversationId: number,
): Promise<number> {
  const meta = { modelName: target.model.name, conversationId };
  return (await reserveCredits(app, member.id, target.model.pricePerImage, meta)).holdId;
}

/**
 * 'IAs DE IMAGEM': one image for the prompt, from the model's images endpoint through the AI SDK
 * (OpenAI, or any OpenAI-compatible server), stored for the member and served to them only. The
 * model's price per image is reserved before the provider is called (402 from ai-credits when the
 * member cannot pay; or `options.holdId`, held by reserveImageCredits) and charged once the image is stored; a failure gives the hold back and is
 * thrown as the AI SDK raised it (APICallError...), for ai-chat to word as it words chat failures.
 */
export async function generateImageReply(
  app: FastifyInstance,
  member: Pick<Member, 'id'>,
  target: ImageTarget,
  prompt: string,
  conversationId: number,
  options: { abortSignal?: AbortSignal; holdId?: number } = {},
): Promise<ImageReply> {
  if (target.model.kind !== 'image') throw new Error('generateImageReply takes an image model');
  const credits = target.model.pricePerImage;
  const meta = { modelName: target.model.name, conversationId };
  const holdId = options.holdId ?? (await reserveImageCredits(app, member, target, conversationId));
  try {
    const timeout = AbortSignal.timeout(AI_REPLY_MAX_SECONDS * 1000);
    const result = await generateImage({
      model: target.imageModel(),
      prompt,
      n: 1,
      size: AI_IMAGE_SIZE,
      providerOptions: target.providerOptions,
      maxRetries: 0,
      abortSignal: options.abortSignal ? AbortSignal.any([options.abortSignal, timeout]) : timeout,
    });
    const image = await checkedImage(result.image.uint8Array, result);
    const row = {
      owner_id: member.id,
      kind: 'image' as const,
      media_type: image.mediaType,
      name: displayName(
        `${truncateText(prompt.replace(/\s+/g, ' ').trim(), 60)}.${EXTENSIONS[image.mediaType]}`,
        'imagem',
      ),
      size_bytes: image.data.length,
      storage_key: newStorageKey('ai-image'),
      text_content: null,
      page_count: null,
      generated: true,
    };
    const id = await storeAttachment(app, image.data, row);
    const usage = { inputTokens: result.usage.inputTokens ?? 0, outputTokens: result.usage.outputTokens ?? 0 };
    await settleHold(app, holdId, { ...usage, credits, ...meta });
    return { attachment: attachmentView({ id, ...row, text_truncated: false }), credits, usage };
  } catch (error) {
    await releaseHold(app, holdId);
    throw error;
  }
}
