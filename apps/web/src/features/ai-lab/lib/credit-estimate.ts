import type { AiPicker, AiPickerModel } from '@blivion/shared/ai';

/** The model a conversation's target answers with: the model itself, or an agent's base model. */
export function modelOfTarget(
  picker: AiPicker | undefined,
  target: { type: string; id: string },
): AiPickerModel | null {
  if (!picker) return null;
  const modelId = target.type === 'agent' ? picker.agents.find((agent) => agent.id === target.id)?.modelId : target.id;
  return picker.models.find((model) => model.id === modelId) ?? null;
}

/** About four characters a token: a low estimate of what the new message alone adds to the input. */
const CHARS_PER_TOKEN = 4;

/**
 * The least a reply can reserve before the provider is called: the new message's tokens plus the
 * model's maximum output, at the model's price per million tokens, rounded up. The server also
 * counts the history and the attachments, so it may ask for more, never for less; a balance under
 * this is refused for sure, and the chat says so before sending.
 */
export function minimumReserve(model: AiPickerModel, text: string): number {
  if (model.kind === 'image') return model.pricePerImage;
  const inputTokens = Math.ceil(text.length / CHARS_PER_TOKEN);
  return Math.ceil(
    (inputTokens * model.priceInputPerMTok + model.maxOutputTokens * model.priceOutputPerMTok) / 1_000_000,
  );
}
