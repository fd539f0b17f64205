import type { AiCapability } from '@blivion/shared';
import type { DemoModel } from './demo-catalogue.js';

/** One model: name, provider's id, description, capabilities, [input, output] prices, context, maximum output. */
export function m(
  name: string,
  id: string,
  description: string,
  capabilities: AiCapability[],
  prices: [number, number],
  context: number,
  maxOutput: number,
  extra: Pick<DemoModel, 'images' | 'featured' | 'beta' | 'perImage'> = {},
): DemoModel {
  return { name, id, description, capabilities, prices, context, maxOutput, ...extra };
}

export const TEXT: AiCapability[] = ['text'];
export const CODE: AiCapability[] = ['text', 'code', 'analysis'];
export const VISION: AiCapability[] = ['text', 'code', 'analysis', 'multimodal'];
