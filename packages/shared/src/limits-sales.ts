/** The sales module's limits (issue 31), apart from limits.ts so that only the sales pages bundle them. */
// Sales (issue 31; docs/decisions/0068-sales-module.md, 0069-sales-platforms.md).
export const SALES_CONNECTION_NAME_MAX = 60;
/** A platform's token (Hotmart's hottok, Kiwify's webhook token) or a Standard Webhooks secret. */
export const SALES_SECRET_MIN = 8;
export const SALES_SECRET_MAX = 200;
export const SALES_CONNECTIONS_MAX = 20;
export const SALES_PRODUCT_ID_MAX = 100;
export const SALES_PRODUCT_NAME_MAX = 120;
export const SALES_CHECKOUT_URL_MAX = 2000;
export const SALES_PRODUCTS_MAX = 500;
/** 'N dias a partir da aprovação': from 1 day to 10 years. */
export const SALES_DURATION_DAYS_MAX = 3650;
/** Credits one purchase may grant (the balance itself stops at AI_CREDITS_MAX). */
export const SALES_CREDITS_MAX = 10_000_000;
export const SALES_EVENTS_PAGE_DEFAULT = 25;
export const SALES_EVENTS_PAGE_MAX = 100;
/** A webhook body larger than this is refused (413) before it is read whole; platforms send a few KB. */
export const SALES_WEBHOOK_BODY_MAX_BYTES = 256 * 1024;
/** Standard Webhooks: a delivery whose webhook-timestamp is further than this from now is refused (the spec's 5 minutes). */
export const SALES_WEBHOOK_TOLERANCE_SECONDS = 5 * 60;
