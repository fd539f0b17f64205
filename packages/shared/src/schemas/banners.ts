import { z } from 'zod';
import { textField } from './fields.js';

export const BANNER_TITLE_MAX = 120;
export const BANNER_DESCRIPTION_MAX = 500;
export const BANNER_URL_MAX = 2048;

/** A file served by our own upload storage. */
export const UPLOAD_PATH = /^\/uploads\/[A-Za-z0-9._-]+$/;

/** An absolute http(s) URL: scheme, a host name (letters, digits, dots, hyphens), optional port and path. */
function isHttpUrl(value: string, schemes: readonly string[]): boolean {
  const match = /^([a-z]+):\/\/[A-Za-z0-9](?:[A-Za-z0-9.-]*[A-Za-z0-9])?(?::\d{1,5})?(?:[/?#][^\s]*)?$/i.exec(value);
  return match !== null && schemes.includes(match[1]!.toLowerCase());
}

/** A path of the platform: starts with one '/', never '//' or '/\' (which browsers read as another host). */
export function isInternalPath(value: string): boolean {
  return /^\/(?![/\\])[^\s\\]*$/.test(value);
}

const required = 'adminValidation.bannerRequired';

export const bannerImageUrlField = textField(required)
  .trim()
  .min(1, required)
  .max(BANNER_URL_MAX, 'adminValidation.bannerImageUrlInvalid')
  .refine((value) => isHttpUrl(value, ['https']) || UPLOAD_PATH.test(value), 'adminValidation.bannerImageUrlInvalid');

export const bannerLinkField = textField()
  .trim()
  .max(BANNER_URL_MAX, 'adminValidation.bannerLinkInvalid')
  .refine(
    (value) => value === '' || isHttpUrl(value, ['http', 'https']) || isInternalPath(value),
    'adminValidation.bannerLinkInvalid',
  )
  .transform((value) => (value === '' ? null : value));

export const createBannerSchema = z.strictObject({
  title: textField(required).trim().min(1, required).max(BANNER_TITLE_MAX, 'adminValidation.bannerTitleTooLong'),
  description: textField()
    .trim()
    .max(BANNER_DESCRIPTION_MAX, 'adminValidation.bannerDescriptionTooLong')
    .nullable()
    .optional()
    .transform((value) => (value ? value : null)),
  imageUrl: bannerImageUrlField,
  link: bannerLinkField
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  active: z.boolean().default(true),
});
export type CreateBannerInput = z.input<typeof createBannerSchema>;

/** POST /api/admin/banners/image: a banner's picture, uploaded; its address goes into the banner's imageUrl. */
export const bannerImageResponseSchema = z.object({ imageUrl: z.string() });
export type BannerImageResponse = z.infer<typeof bannerImageResponseSchema>;

export const updateBannerSchema = z.strictObject({ active: z.boolean() });
export type UpdateBannerInput = z.input<typeof updateBannerSchema>;

export const bannerIdParamsSchema = z.object({ id: textField().min(1).max(64) });

export const bannerSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  imageUrl: z.string(),
  link: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const bannerListSchema = z.object({ items: z.array(bannerSchema) });
export type BannerList = z.infer<typeof bannerListSchema>;

/** The strip of a member: active banners, and whether to greet with the welcome banner (none stored at all). */
export const bannerStripSchema = bannerListSchema.extend({ showWelcome: z.boolean() });
export type BannerStrip = z.infer<typeof bannerStripSchema>;
