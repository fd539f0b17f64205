import { z } from 'zod';
import {
  SALES_CHECKOUT_URL_MAX,
  SALES_CONNECTION_NAME_MAX,
  SALES_CREDITS_MAX,
  SALES_DURATION_DAYS_MAX,
  SALES_EVENTS_PAGE_DEFAULT,
  SALES_EVENTS_PAGE_MAX,
  SALES_PRODUCT_ID_MAX,
  SALES_PRODUCT_NAME_MAX,
  SALES_SECRET_MAX,
  SALES_SECRET_MIN,
} from '../limits-sales.js';
import { recordIdField, textField } from './fields.js';

/**
 * The sales module's requests (issue 31, docs/decisions/0068-sales-module.md): connections to the
 * platforms that sell the academy's products, the products' mappings to what they grant, and the
 * events the platforms send. Messages are catalogue keys (`sales.validation.*`).
 */

/** Hotmart (webhook 2.0.0), Kiwify, and any platform that signs with Standard Webhooks. */
export const SALES_PLATFORMS = ['hotmart', 'kiwify', 'standard'] as const;
export type SalesPlatform = (typeof SALES_PLATFORMS)[number];

/** What a product grants: 'total' (role premium, every area) or the forum only (role free). */
export const SALES_ACCESS = ['total', 'forum'] as const;
export type SalesAccess = (typeof SALES_ACCESS)[number];

/** For how long: for life, N days from the approval, or the paid period of the subscription. */
export const SALES_DURATIONS = ['lifetime', 'days', 'subscription'] as const;
export type SalesDuration = (typeof SALES_DURATIONS)[number];

/**
 * An event in our own words, whatever the platform called it: texts `sales.kinds.<kind>`.
 * approved/completed/renewed open or extend access; refunded/chargeback/protest close what the
 * purchase granted; canceled ends a subscription at the end of its paid period; pending and unpaid
 * change nothing; planChanged and other are recorded only.
 */
export const SALES_EVENT_KINDS = [
  'approved',
  'completed',
  'renewed',
  'refunded',
  'chargeback',
  'protest',
  'canceled',
  'pending',
  'unpaid',
  'planChanged',
  'other',
] as const;
export type SalesEventKind = (typeof SALES_EVENT_KINDS)[number];

/**
 * received: stored, waiting for the job; applied: its effects are made; recorded: kept, changes
 * nothing (pending, ignored, older than the purchase's latest event); failed: cannot be applied
 * (the reason says why) until the owner fixes it and applies it again; test: a 'Testar' event,
 * checked and never applied.
 */
export const SALES_EVENT_STATES = ['received', 'applied', 'recorded', 'failed', 'test'] as const;
export type SalesEventState = (typeof SALES_EVENT_STATES)[number];

/** Why an event was recorded without effect, failed, or what a test would do: texts `sales.reasons.<reason>`. */
export const SALES_EVENT_REASONS = [
  'pending',
  'unpaid',
  'ignoredEvent',
  'planChanged',
  'superseded',
  'staffMember',
  'unknownProduct',
  'noEmail',
  'noTransaction',
  'unreadable',
  'error',
  'wouldApply',
] as const;
export type SalesEventReason = (typeof SALES_EVENT_REASONS)[number];

/** A purchase as its latest event left it: texts `sales.purchaseStatus.<status>`. */
export const SALES_PURCHASE_STATUSES = [
  'pending',
  'active',
  'canceled',
  'refunded',
  'chargeback',
  'protest',
  'unpaid',
] as const;
export type SalesPurchaseStatus = (typeof SALES_PURCHASE_STATUSES)[number];

const idInvalid = 'sales.validation.idInvalid';

export const salesConnectionIdParamsSchema = z.object({ connectionId: recordIdField(idInvalid) });
export const salesProductIdParamsSchema = z.object({ productId: recordIdField(idInvalid) });
export const salesEventIdParamsSchema = z.object({ eventId: recordIdField(idInvalid) });

const connectionName = textField('sales.validation.nameRequired')
  .trim()
  .min(1, 'sales.validation.nameRequired')
  .max(SALES_CONNECTION_NAME_MAX, 'sales.validation.nameTooLong');

/** Tokens are pasted from the platform's screen: blanks around them are dropped, none may be inside. */
const secretField = textField('sales.validation.secretRequired')
  .trim()
  .min(SALES_SECRET_MIN, 'sales.validation.secretTooShort')
  .max(SALES_SECRET_MAX, 'sales.validation.secretTooLong')
  .regex(/^\S+$/, 'sales.validation.secretSpaces');

/**
 * 'Conectar': Hotmart's hottok and Kiwify's token are required; a Standard Webhooks secret
 * (`whsec_` and base64) may be left out, and the server makes one (shown once).
 */
export const createSalesConnectionSchema = z
  .strictObject({
    platform: z.enum(SALES_PLATFORMS, { error: 'sales.validation.platformRequired' }),
    name: connectionName,
    secret: secretField.optional(),
  })
  .refine((body) => body.platform === 'standard' || body.secret !== undefined, {
    path: ['secret'],
    message: 'sales.validation.secretRequired',
  })
  .refine((body) => body.platform !== 'standard' || body.secret === undefined || isStandardSecret(body.secret), {
    path: ['secret'],
    message: 'sales.validation.standardSecret',
  });
export type CreateSalesConnectionInput = z.input<typeof createSalesConnectionSchema>;

/** A Standard Webhooks secret: `whsec_` and the base64 of at least 24 bytes (the spec asks 24 to 64). */
export function isStandardSecret(secret: string): boolean {
  const match = /^whsec_([A-Za-z0-9+/]+={0,2})$/.exec(secret);
  if (!match) return false;
  const base64 = match[1]!;
  const bytes = Math.floor((base64.replace(/=+$/, '').length * 3) / 4);
  return base64.length % 4 === 0 && bytes >= 24 && bytes <= 64;
}

/** Renames a connection or replaces its secret (rotation); the URL stays. */
export const updateSalesConnectionSchema = z.strictObject({
  name: connectionName.optional(),
  secret: secretField.optional(),
});
export type UpdateSalesConnectionInput = z.input<typeof updateSalesConnectionSchema>;

/** https only: the checkout is a page of the platform's, opened from our 'Quero acesso'. */
export function checkoutUrlOf(text: string): string | null {
  if (!URL.canParse(text)) return null;
  const url = new URL(text);
  if (url.protocol !== 'https:' || url.hostname === '' || url.username !== '' || url.password !== '') return null;
  return url.toString();
}

const checkoutUrlField = textField('sales.validation.checkoutUrl')
  .trim()
  .max(SALES_CHECKOUT_URL_MAX, 'sales.validation.checkoutUrl')
  .transform((text, context) => {
    if (text === '') return null;
    const url = checkoutUrlOf(text);
    if (url === null) context.addIssue({ code: 'custom', message: 'sales.validation.checkoutUrl' });
    return url;
  });

const productFields = {
  externalId: textField('sales.validation.externalIdRequired')
    .trim()
    .min(1, 'sales.validation.externalIdRequired')
    .max(SALES_PRODUCT_ID_MAX, 'sales.validation.externalIdTooLong'),
  name: textField('sales.validation.productNameRequired')
    .trim()
    .min(1, 'sales.validation.productNameRequired')
    .max(SALES_PRODUCT_NAME_MAX, 'sales.validation.productNameTooLong'),
  access: z.enum(SALES_ACCESS, { error: 'sales.validation.accessRequired' }),
  duration: z.enum(SALES_DURATIONS, { error: 'sales.validation.durationRequired' }),
  /** Required when duration is 'days'; for a subscription, the period when the platform sends none. */
  days: z
    .number({ error: 'sales.validation.days' })
    .int('sales.validation.days')
    .min(1, 'sales.validation.days')
    .max(SALES_DURATION_DAYS_MAX, 'sales.validation.days')
    .nullable()
    .default(null),
  credits: z
    .number({ error: 'sales.validation.credits' })
    .int('sales.validation.credits')
    .min(0, 'sales.validation.credits')
    .max(SALES_CREDITS_MAX, 'sales.validation.credits')
    .default(0),
  checkoutUrl: checkoutUrlField.nullable().default(null),
};

const daysWhenNeeded = (body: { duration: SalesDuration; days: number | null }) =>
  body.duration !== 'days' || body.days !== null;

/** 'Mapear produto': a platform product id (Hotmart's id or ucode, Kiwify's product id) and what it grants. */
export const createSalesProductSchema = z
  .strictObject({ connectionId: recordIdField(idInvalid), ...productFields })
  .refine(daysWhenNeeded, { path: ['days'], message: 'sales.validation.days' });
export type CreateSalesProductInput = z.input<typeof createSalesProductSchema>;

export const updateSalesProductSchema = z
  .strictObject(productFields)
  .refine(daysWhenNeeded, { path: ['days'], message: 'sales.validation.days' });
export type UpdateSalesProductInput = z.input<typeof updateSalesProductSchema>;

export const salesEventsQuerySchema = z.object({
  state: z.enum(SALES_EVENT_STATES, { error: 'sales.validation.state' }).optional(),
  connectionId: recordIdField(idInvalid).optional(),
  cursor: textField('validation.cursorInvalid').max(200, 'validation.cursorInvalid').optional(),
  limit: z.coerce.number().int().min(1).max(SALES_EVENTS_PAGE_MAX).default(SALES_EVENTS_PAGE_DEFAULT),
});
export type SalesEventsQuery = z.input<typeof salesEventsQuerySchema>;
