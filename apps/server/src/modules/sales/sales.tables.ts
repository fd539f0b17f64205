import type { Generated } from 'kysely';
import type { Flag, Timestamp } from '../../db/column-types.js';

/** A platform the academy sells on: its webhook URL names `public_id`; its secret is sealed. */
export interface SalesConnectionsTable {
  id: Generated<number>;
  public_id: string;
  platform: string;
  name: string;
  secret_sealed: string;
  secret_last_four: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** What a platform product grants (issue 31: access, for how long, credits) and where it is bought. */
export interface SalesProductsTable {
  id: Generated<number>;
  connection_id: number;
  external_id: string;
  name: string;
  access: string;
  duration: string;
  days: number | null;
  credits: number;
  checkout_url: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Every delivery accepted after its signature was checked, stored before anything is applied. */
export interface SalesEventsTable {
  id: Generated<number>;
  connection_id: number | null;
  platform: string;
  /** The platform's id of the event (the duplicate key with connection_id). */
  external_id: string;
  event_type: string;
  kind: string;
  state: string;
  reason: string | null;
  test: Flag;
  transaction_ref: string | null;
  subscription_ref: string | null;
  product_ref: string | null;
  product_alt_ref: string | null;
  product_name: string | null;
  buyer_email: string | null;
  buyer_name: string | null;
  occurred_at: Timestamp;
  approved_at: Timestamp | null;
  period_end: Timestamp | null;
  raw_body: string;
  received_at: Timestamp;
  /** The job's claim: who holds it and since when (a lease), and when to try again after a failure. */
  claim_token: string | null;
  claimed_at: Timestamp | null;
  next_attempt_at: Timestamp;
  attempts: number;
  applied_at: Timestamp | null;
}

/** One purchase (a platform's transaction) and what it grants, as its latest event left it. */
export interface SalesPurchasesTable {
  id: Generated<number>;
  connection_id: number | null;
  platform: string;
  transaction_ref: string;
  subscription_ref: string | null;
  product_id: number | null;
  product_ref: string | null;
  product_name: string;
  buyer_email: string;
  user_id: string | null;
  status: string;
  /** The moment and rank of the event that set status: an older event changes nothing. */
  status_at: Timestamp;
  status_rank: number;
  access: string | null;
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
  credits_granted: number;
  credits_removed: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A subscription's cancellation: its paid period's end caps every charge of it that is older. */
export interface SalesSubscriptionsTable {
  connection_id: number;
  subscription_ref: string;
  canceled_at: Timestamp;
  access_until: Timestamp | null;
}

/**
 * A member's access apart from sales (`base`), and what sales last wrote (`written`), both JSON:
 * a change an administrator made since becomes the new base (decision 0070).
 */
export interface SalesMemberAccessTable {
  user_id: string;
  base: string;
  written: string;
  updated_at: Timestamp;
}

/** Refused deliveries, counted per connection, reason and minute: recorded without their bodies. */
export interface SalesRejectedDeliveriesTable {
  connection_id: number;
  reason: string;
  minute: string;
  count: number;
  last_at: Timestamp;
}

/** The tables this module owns, merged into the app's Database type in db/schema.ts. */
export interface SalesTables {
  sales_connections: SalesConnectionsTable;
  sales_products: SalesProductsTable;
  sales_events: SalesEventsTable;
  sales_purchases: SalesPurchasesTable;
  sales_subscriptions: SalesSubscriptionsTable;
  sales_member_access: SalesMemberAccessTable;
  sales_rejected_deliveries: SalesRejectedDeliveriesTable;
}
