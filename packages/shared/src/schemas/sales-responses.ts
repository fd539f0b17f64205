import { z } from 'zod';
import {
  SALES_ACCESS,
  SALES_DURATIONS,
  SALES_EVENT_KINDS,
  SALES_EVENT_REASONS,
  SALES_EVENT_STATES,
  SALES_PLATFORMS,
  SALES_PURCHASE_STATUSES,
} from './sales.js';

/** The sales module's responses (issue 31). Ids are decimal strings, moments ISO 8601. */

const platform = z.enum(SALES_PLATFORMS);

/** A connection as 'Vendas' shows it: never its secret, only the secret's last four characters. */
export const salesConnectionSchema = z.object({
  id: z.string(),
  platform,
  name: z.string(),
  /** The address to paste in the platform's webhook settings. */
  webhookUrl: z.string(),
  secretLastFour: z.string(),
  createdAt: z.string(),
  lastEventAt: z.string().nullable(),
  /** Events that could not be applied (and wait for the owner). */
  failedEvents: z.number().int().nonnegative(),
  /** Deliveries refused in the last 24 hours (a wrong secret, a signature that does not match). */
  rejectedLastDay: z.number().int().nonnegative(),
  lastRejectedAt: z.string().nullable(),
});
export type SalesConnection = z.infer<typeof salesConnectionSchema>;

export const salesConnectionListSchema = z.object({ items: z.array(salesConnectionSchema) });
export type SalesConnectionList = z.infer<typeof salesConnectionListSchema>;

/** After 'Conectar': a Standard Webhooks secret the server made is shown this once. */
export const salesConnectionCreatedSchema = z.object({
  connection: salesConnectionSchema,
  revealedSecret: z.string().nullable(),
});
export type SalesConnectionCreated = z.infer<typeof salesConnectionCreatedSchema>;

export const salesProductSchema = z.object({
  id: z.string(),
  connectionId: z.string(),
  platform,
  connectionName: z.string(),
  externalId: z.string(),
  name: z.string(),
  access: z.enum(SALES_ACCESS),
  duration: z.enum(SALES_DURATIONS),
  days: z.number().int().nullable(),
  credits: z.number().int().nonnegative(),
  checkoutUrl: z.string().nullable(),
  /** Events of this product that failed while it had no mapping, ready to be applied again. */
  failedEvents: z.number().int().nonnegative(),
});
export type SalesProduct = z.infer<typeof salesProductSchema>;

export const salesProductListSchema = z.object({ items: z.array(salesProductSchema) });
export type SalesProductList = z.infer<typeof salesProductListSchema>;

/** A platform product that events named and no mapping knows: shown, never guessed. */
export const unmappedSalesProductSchema = z.object({
  connectionId: z.string(),
  platform,
  connectionName: z.string(),
  externalId: z.string(),
  name: z.string().nullable(),
  events: z.number().int().positive(),
});
export type UnmappedSalesProduct = z.infer<typeof unmappedSalesProductSchema>;

export const unmappedSalesProductListSchema = z.object({ items: z.array(unmappedSalesProductSchema) });
export type UnmappedSalesProductList = z.infer<typeof unmappedSalesProductListSchema>;

export const salesEventSchema = z.object({
  id: z.string(),
  connectionId: z.string().nullable(),
  connectionName: z.string().nullable(),
  platform,
  /** The platform's own name of the event: PURCHASE_APPROVED, order_refunded, purchase.approved... */
  eventType: z.string(),
  kind: z.enum(SALES_EVENT_KINDS),
  state: z.enum(SALES_EVENT_STATES),
  reason: z.enum(SALES_EVENT_REASONS).nullable(),
  transaction: z.string().nullable(),
  productRef: z.string().nullable(),
  productName: z.string().nullable(),
  buyerEmail: z.string().nullable(),
  occurredAt: z.string(),
  receivedAt: z.string(),
  appliedAt: z.string().nullable(),
  attempts: z.number().int().nonnegative(),
  test: z.boolean(),
});
export type SalesEvent = z.infer<typeof salesEventSchema>;

export const salesEventsPageSchema = z.object({ items: z.array(salesEventSchema), nextCursor: z.string().nullable() });
export type SalesEventsPage = z.infer<typeof salesEventsPageSchema>;

/** One event with the body the platform sent (its secret, if it carried one, blanked). */
export const salesEventDetailSchema = salesEventSchema.extend({ rawBody: z.string() });
export type SalesEventDetail = z.infer<typeof salesEventDetailSchema>;

export const reapplySalesEventsResultSchema = z.object({ queued: z.number().int().nonnegative() });
export type ReapplySalesEventsResult = z.infer<typeof reapplySalesEventsResultSchema>;

/** What one purchase grants a member, and until when (the member's profile, the access page). */
export const memberPurchaseSchema = z.object({
  id: z.string(),
  platform,
  productName: z.string(),
  access: z.enum(SALES_ACCESS).nullable(),
  status: z.enum(SALES_PURCHASE_STATUSES),
  /** When the access began (the approval); null while none was granted. */
  startsAt: z.string().nullable(),
  /** When the access ends: null for life (or while none was granted; see status). */
  endsAt: z.string().nullable(),
  /** Whether the access it grants is open now. */
  current: z.boolean(),
  creditsGranted: z.number().int().nonnegative(),
  updatedAt: z.string(),
});
export type MemberPurchase = z.infer<typeof memberPurchaseSchema>;

export const memberPurchaseListSchema = z.object({ items: z.array(memberPurchaseSchema) });
export type MemberPurchaseList = z.infer<typeof memberPurchaseListSchema>;

/** A product a member can buy, for a locked area's 'Quero acesso'. */
export const salesOfferSchema = z.object({
  id: z.string(),
  name: z.string(),
  access: z.enum(SALES_ACCESS),
  checkoutUrl: z.string(),
});
export type SalesOffer = z.infer<typeof salesOfferSchema>;

export const salesOfferListSchema = z.object({ items: z.array(salesOfferSchema) });
export type SalesOfferList = z.infer<typeof salesOfferListSchema>;

/** What a webhook delivery is answered: 200 once the event is stored (or was stored before). */
export const salesWebhookAckSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
export type SalesWebhookAck = z.infer<typeof salesWebhookAckSchema>;
