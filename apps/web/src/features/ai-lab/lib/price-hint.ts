import type { AiPickerModel } from '@blivion/shared/ai';
import type { TFunction } from 'i18next';
import { formatNumber } from '@/lib/format';

const perThousand = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 3 });

/**
 * What a model costs as the credit ledger counts it: a text model's price per million tokens
 * (ai-credits costInCredits: tokens × price ÷ 1,000,000, rounded up per reply) shown per thousand
 * tokens sent and generated; an image model's price per image. Numbers in pt-BR ('1.234', '0,15').
 */
export function priceHint(t: TFunction, model: AiPickerModel): string {
  if (model.kind === 'image') {
    return t('aiLab.lab.price.perImage', { count: model.pricePerImage, amount: formatNumber(model.pricePerImage) });
  }
  if (model.priceInputPerMTok === 0 && model.priceOutputPerMTok === 0) return t('aiLab.lab.price.free');
  return t('aiLab.lab.price.perTokens', {
    input: perThousand.format(model.priceInputPerMTok / 1000),
    output: perThousand.format(model.priceOutputPerMTok / 1000),
  });
}
