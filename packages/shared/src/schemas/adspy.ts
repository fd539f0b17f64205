import { z } from 'zod';
import {
  ADSPY_AD_COUNT_MAX,
  ADSPY_COMPARISON_DAYS,
  ADSPY_COMPARISON_MAX,
  ADSPY_CURSOR_MAX_LENGTH,
  ADSPY_INDUSTRY_MAX,
  ADSPY_NAME_MAX,
  ADSPY_NOTES_MAX,
  ADSPY_SAVED_AD_TEXT_MAX,
  ADSPY_SEARCH_MAX_LENGTH,
  ADSPY_TOKEN_MAX_LENGTH,
  ADSPY_TOKEN_MIN_LENGTH,
  ADSPY_URL_MAX,
} from '../limits-adspy.js';
import { adLibraryLinkOf, isPageId } from './adspy-links.js';
import { recordIdField, recordIdOf, textField } from './fields.js';

/**
 * The AdSpy module's requests (issue 16, /work/team/ADSPY-CONTRACT.md). Messages are catalogue keys
 * of the section `adSpy` (mostly `adSpy.validation.*`). Optional texts accept '' as "none".
 */

/** `publisher_platforms` of the Graph API, lower-cased; labels are `adSpy.platforms.<key>`. */
export const ADSPY_PLATFORMS = ['facebook', 'instagram', 'messenger', 'audience_network', 'threads'] as const;
export const adPlatformSchema = z.enum(ADSPY_PLATFORMS, { error: 'adSpy.validation.filterInvalid' });
export type AdPlatform = z.infer<typeof adPlatformSchema>;

/** `media_type` of the Graph API; labels are `adSpy.mediaTypes.<key>`. */
export const ADSPY_MEDIA_TYPES = ['all', 'image', 'video', 'meme', 'none'] as const;
export const adMediaTypeSchema = z.enum(ADSPY_MEDIA_TYPES, { error: 'adSpy.validation.filterInvalid' });
export type AdMediaType = z.infer<typeof adMediaTypeSchema>;

/** `ad_active_status`. */
export const ADSPY_STATUSES = ['active', 'inactive', 'all'] as const;
export const adStatusSchema = z.enum(ADSPY_STATUSES, { error: 'adSpy.validation.filterInvalid' });
export type AdStatus = z.infer<typeof adStatusSchema>;

const idParam = recordIdField('adSpy.validation.idInvalid');
export const adSpyIdParamsSchema = z.object({ id: idParam });
export const tokenIdParamsSchema = adSpyIdParamsSchema;

/** A text field that may be left blank: '' and absent are both null. */
function optionalText(max: number, tooLongKey: string) {
  return textField(tooLongKey)
    .trim()
    .max(max, tooLongKey)
    .nullish()
    .transform((text) => (text ? text : null));
}

const dateField = textField('adSpy.validation.dateInvalid')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'adSpy.validation.dateInvalid')
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
  }, 'adSpy.validation.dateInvalid');

function digitsField(key: string) {
  return textField(key)
    .trim()
    .refine((text) => isPageId(text), key);
}
const pageIdField = digitsField('adSpy.validation.pageIdInvalid');

/**
 * GET /api/adspy/ads: one page of the library. `country` is where the ad was delivered ('ALL' for
 * every country; commercial ads come back only when they reached the EU). `after` is the opaque
 * cursor of the previous page's `nextCursor`.
 */
export const adSearchQuerySchema = z
  .object({
    q: optionalText(ADSPY_SEARCH_MAX_LENGTH, 'adSpy.validation.searchTooLong'),
    pageId: pageIdField.optional(),
    platform: adPlatformSchema.optional(),
    mediaType: adMediaTypeSchema.default('all'),
    status: adStatusSchema.default('active'),
    country: textField('adSpy.validation.countryInvalid')
      .trim()
      .toUpperCase()
      .regex(/^(ALL|[A-Z]{2})$/, 'adSpy.validation.countryInvalid')
      .default('ALL'),
    language: textField('adSpy.validation.languageInvalid')
      .trim()
      .toLowerCase()
      .regex(/^[a-z]{2}$/, 'adSpy.validation.languageInvalid')
      .optional(),
    dateFrom: dateField.optional(),
    dateTo: dateField.optional(),
    after: textField('adSpy.validation.cursorInvalid')
      .max(ADSPY_CURSOR_MAX_LENGTH, 'adSpy.validation.cursorInvalid')
      .regex(/^[A-Za-z0-9_\-=]+$/, 'adSpy.validation.cursorInvalid')
      .optional(),
  })
  .refine((query) => !query.dateFrom || !query.dateTo || query.dateFrom <= query.dateTo, {
    message: 'adSpy.validation.dateRange',
    path: ['dateTo'],
  });
export type AdSearchQuery = z.input<typeof adSearchQuerySchema>;
export type AdSearch = z.output<typeof adSearchQuerySchema>;

// ---------------------------------------------------------------- tokens (admin and master)

/** POST /api/admin/adspy/tokens: an Ad Library access token, stored encrypted, shown by its last four. */
export const addTokenSchema = z.strictObject({
  token: textField('adSpy.validation.tokenInvalid')
    .trim()
    .min(ADSPY_TOKEN_MIN_LENGTH, 'adSpy.validation.tokenInvalid')
    .max(ADSPY_TOKEN_MAX_LENGTH, 'adSpy.validation.tokenInvalid')
    .regex(/^[A-Za-z0-9_\-|.]+$/, 'adSpy.validation.tokenInvalid'),
});
export type AddTokenInput = z.input<typeof addTokenSchema>;

// ---------------------------------------------------------------- competitors

const competitorName = textField('adSpy.validation.nameRequired')
  .trim()
  .min(1, 'adSpy.validation.nameRequired')
  .max(ADSPY_NAME_MAX, 'adSpy.validation.nameTooLong');

const adLibraryUrlField = textField('adSpy.validation.linkInvalid')
  .trim()
  .max(ADSPY_URL_MAX, 'adSpy.validation.linkInvalid')
  .nullish()
  .transform((text) => (text ? text : null))
  .refine((text) => text === null || adLibraryLinkOf(text) !== null, 'adSpy.validation.linkInvalid');

const optionalPageId = z
  .union([z.literal(''), z.null(), pageIdField], { error: 'adSpy.validation.pageIdInvalid' })
  .optional()
  .transform((text) => (text ? text : null));

/** A count typed by the member: an integer from 0. */
export const adCountField = z
  .number({ error: 'adSpy.validation.countInvalid' })
  .int('adSpy.validation.countInvalid')
  .min(0, 'adSpy.validation.countInvalid')
  .max(ADSPY_AD_COUNT_MAX, 'adSpy.validation.countInvalid');

/**
 * POST /api/adspy/competitors ('Adicionar concorrente'). Without a usable token the server also
 * requires `adLibraryUrl` or `pageId` ('O link da biblioteca de anúncios é obrigatório para buscar
 * dados.', field `adLibraryUrl`); with one and no link it generates the link (`urlGenerated`).
 * `adCount`, when given, is recorded as today's manual snapshot.
 */
export const createCompetitorSchema = z.strictObject({
  name: competitorName,
  industry: optionalText(ADSPY_INDUSTRY_MAX, 'adSpy.validation.industryTooLong'),
  adLibraryUrl: adLibraryUrlField,
  pageId: optionalPageId,
  notes: optionalText(ADSPY_NOTES_MAX, 'adSpy.validation.notesTooLong'),
  adCount: adCountField.nullish(),
});
export type CreateCompetitorInput = z.input<typeof createCompetitorSchema>;

/** PATCH /api/adspy/competitors/:id: the fields sent change; '' clears an optional one. */
export const updateCompetitorSchema = z
  .strictObject({
    name: competitorName.optional(),
    industry: optionalText(ADSPY_INDUSTRY_MAX, 'adSpy.validation.industryTooLong'),
    adLibraryUrl: adLibraryUrlField,
    pageId: optionalPageId,
    notes: optionalText(ADSPY_NOTES_MAX, 'adSpy.validation.notesTooLong'),
  })
  .partial();
export type UpdateCompetitorInput = z.input<typeof updateCompetitorSchema>;

/**
 * POST /api/adspy/competitors/:id/count ('Atualizar contagem'): a number is today's manual
 * snapshot; null ("blank means fetch automatically") fetches the count from the API now.
 */
export const manualCountSchema = z.strictObject({ count: adCountField.nullable() });
export type ManualCountInput = z.input<typeof manualCountSchema>;

export const comparisonDaysSchema = z.coerce
  .number({ error: 'adSpy.validation.periodInvalid' })
  .refine((days) => (ADSPY_COMPARISON_DAYS as readonly number[]).includes(days), 'adSpy.validation.periodInvalid');

/** GET /api/adspy/competitors/comparison?ids=1,2&days=30: two or more of the member's competitors. */
export const comparisonQuerySchema = z.object({
  ids: textField('adSpy.validation.comparisonIds')
    .max(ADSPY_COMPARISON_MAX * 11, 'adSpy.validation.comparisonIds')
    .transform((text, ctx) => {
      const ids = [...new Set(text.split(',').map((part) => part.trim()))];
      if (ids.length < 2 || ids.length > ADSPY_COMPARISON_MAX || ids.some((id) => !/^[1-9]\d*$/.test(id))) {
        ctx.addIssue({ code: 'custom', message: 'adSpy.validation.comparisonIds' });
        return z.NEVER;
      }
      // An id out of range names no competitor: it reads as 0, found by nobody (a 404 like any other).
      return ids.map((id) => (recordIdOf(id) === null ? '0' : id));
    }),
  days: comparisonDaysSchema.default(30),
});
export type ComparisonQuery = z.input<typeof comparisonQuerySchema>;

// ---------------------------------------------------------------- swipe files (saved ads)

const swipeFileName = textField('adSpy.validation.swipeFileNameRequired')
  .trim()
  .min(1, 'adSpy.validation.swipeFileNameRequired')
  .max(ADSPY_NAME_MAX, 'adSpy.validation.nameTooLong');

/** POST /api/adspy/swipe-files: a named collection of saved ads. */
export const createSwipeFileSchema = z.strictObject({
  name: swipeFileName,
  description: optionalText(ADSPY_NOTES_MAX, 'adSpy.validation.notesTooLong'),
});
export type CreateSwipeFileInput = z.input<typeof createSwipeFileSchema>;

export const updateSwipeFileSchema = z
  .strictObject({
    name: swipeFileName,
    description: optionalText(ADSPY_NOTES_MAX, 'adSpy.validation.notesTooLong'),
  })
  .partial();
export type UpdateSwipeFileInput = z.input<typeof updateSwipeFileSchema>;

const adText = textField('adSpy.validation.adInvalid').max(ADSPY_SAVED_AD_TEXT_MAX, 'adSpy.validation.adInvalid');
const adTexts = z.array(adText, { error: 'adSpy.validation.adInvalid' }).max(20, 'adSpy.validation.adInvalid');

/**
 * POST /api/adspy/swipe-files/:id/ads: the ad as the library returned it (the member's copy, kept
 * after the ad leaves the library). Its link is built by the server from `adArchiveId`.
 */
export const saveAdSchema = z.strictObject({
  adArchiveId: digitsField('adSpy.validation.adInvalid'),
  pageId: pageIdField.nullish().transform((id) => id ?? null),
  pageName: adText.max(ADSPY_NAME_MAX * 2, 'adSpy.validation.adInvalid').default(''),
  bodies: adTexts.default([]),
  titles: adTexts.default([]),
  descriptions: adTexts.default([]),
  platforms: z.array(adPlatformSchema).max(ADSPY_PLATFORMS.length).default([]),
  startDate: dateField.nullish().transform((date) => date ?? null),
  stopDate: dateField.nullish().transform((date) => date ?? null),
  note: optionalText(ADSPY_NOTES_MAX, 'adSpy.validation.notesTooLong'),
});
export type SaveAdInput = z.input<typeof saveAdSchema>;

/** DELETE /api/adspy/swipe-files/:id/ads/:adArchiveId. */
export const savedAdParamsSchema = z.object({ id: idParam, adArchiveId: digitsField('adSpy.validation.adInvalid') });
