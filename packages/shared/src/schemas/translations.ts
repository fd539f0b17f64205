import { z } from 'zod';
import { textField } from './fields.js';

export const TRANSLATION_VALUE_MAX = 5000;
/** More keys than the catalogue will ever have; bounds the work of one request. */
export const TRANSLATION_KEYS_MAX = 10_000;

export const translationValueField = textField('adminValidation.translationRequired')
  .min(1, 'adminValidation.translationRequired')
  .max(TRANSLATION_VALUE_MAX, 'adminValidation.translationTooLong');

/** Overrides of catalogue texts; the server refuses keys the catalogue does not have. */
export const updateTranslationsSchema = z.strictObject({
  overrides: z
    .record(textField().min(1).max(200), translationValueField)
    .refine((overrides) => Object.keys(overrides).length <= TRANSLATION_KEYS_MAX),
});
export type UpdateTranslationsInput = z.input<typeof updateTranslationsSchema>;

export const translationKeyParamsSchema = z.object({ key: textField().min(1).max(200) });

/** `version` changes with every change; the same value is the response's ETag. */
export const translationsResponseSchema = z.object({
  version: z.string(),
  overrides: z.record(z.string(), z.string()),
});
export type TranslationsResponse = z.infer<typeof translationsResponseSchema>;
