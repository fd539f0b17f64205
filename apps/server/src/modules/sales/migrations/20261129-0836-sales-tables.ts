import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database.js';
import { nowDefault, timestampType } from '../../../db/migration-helpers.js';

/**
 * The sales module (issue 31, docs/decisions/0068): connections to the selling platforms (secret
 * sealed), product mappings, every accepted event (unique per connection and platform event id,
 * so a delivery repeated or sent to two instances is stored once), the purchases with what they
 * grant, subscription cancellations, each member's access apart from sales, and the refused
 * deliveries counted per minute without their bodies.
 */
export function salesTables(kind: DatabaseKind) {
  const timestamp = sql.raw(timestampType(kind));
  const now = nowDefault(kind);
  const serial = sql.raw(kind === 'postgres' ? 'serial primary key' : 'integer primary key autoincrement');
  const bool = sql.raw(kind === 'postgres' ? 'boolean' : 'integer');
  const no = sql.raw(kind === 'postgres' ? 'false' : '0');
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`create table sales_connections (
        id ${serial},
        public_id text not null unique,
        platform text not null check (platform in ('hotmart', 'kiwify', 'standard')),
        name text not null,
        secret_sealed text not null,
        secret_last_four text not null,
        created_at ${timestamp} not null default ${now},
        updated_at ${timestamp} not null default ${now}
      )`.execute(db);
      await sql`create table sales_products (
        id ${serial},
        connection_id integer not null references sales_connections (id) on delete cascade,
        external_id text not null,
        name text not null,
        access text not null check (access in ('total', 'forum')),
        duration text not null check (duration in ('lifetime', 'days', 'subscription')),
        days integer check (days is null or (days >= 1 and days <= 3650)),
        credits integer not null default 0 check (credits >= 0 and credits <= 10000000),
        checkout_url text,
        created_at ${timestamp} not null default ${now},
        updated_at ${timestamp} not null default ${now},
        unique (connection_id, external_id)
      )`.execute(db);
      await sql`create table sales_events (
        id ${serial},
        connection_id integer references sales_connections (id) on delete set null,
        platform text not null,
        external_id text not null,
        event_type text not null,
        kind text not null,
        state text not null check (state in ('received', 'applied', 'recorded', 'failed', 'test')),
        reason text,
        test ${bool} not null default ${no},
        transaction_ref text,
        subscription_ref text,
        product_ref text,
        product_alt_ref text,
        product_name text,
        buyer_email text,
        buyer_name text,
        occurred_at ${timestamp} not null,
        approved_at ${timestamp},
        period_end ${timestamp},
        raw_body text not null,
        received_at ${timestamp} not null default ${now},
        claim_token text,
        claimed_at ${timestamp},
        next_attempt_at ${timestamp} not null default ${now},
        attempts integer not null default 0,
        applied_at ${timestamp},
        unique (connection_id, external_id)
      )`.execute(db);
      await sql`create index sales_events_waiting_idx on sales_events (next_attempt_at, id) where state = 'received'`.execute(
        db,
      );
      await sql`create index sales_events_state_idx on sales_events (state, id)`.execute(db);
      await sql`create index sales_events_connection_idx on sales_events (connection_id, id)`.execute(db);
      await sql`create table sales_purchases (
        id ${serial},
        connection_id integer references sales_connections (id) on delete set null,
        platform text not null,
        transaction_ref text not null,
        subscription_ref text,
        product_id integer references sales_products (id) on delete set null,
        product_ref text,
        product_name text not null,
        buyer_email text not null,
        user_id text references "user" (id) on delete set null,
        status text not null,
        status_at ${timestamp} not null,
        status_rank integer not null,
        access text,
        starts_at ${timestamp},
        ends_at ${timestamp},
        credits_granted integer not null default 0,
        credits_removed integer not null default 0,
        created_at ${timestamp} not null default ${now},
        updated_at ${timestamp} not null default ${now},
        unique (connection_id, transaction_ref)
      )`.execute(db);
      await sql`create index sales_purchases_user_idx on sales_purchases (user_id, id)`.execute(db);
      await sql`create index sales_purchases_subscription_idx on sales_purchases (connection_id, subscription_ref)`.execute(
        db,
      );
      await sql`create table sales_subscriptions (
        connection_id integer not null references sales_connections (id) on delete cascade,
        subscription_ref text not null,
        canceled_at ${timestamp} not null,
        access_until ${timestamp},
        primary key (connection_id, subscription_ref)
      )`.execute(db);
      await sql`create table sales_member_access (
        user_id text primary key references "user" (id) on delete cascade,
        base text not null,
        written text not null,
        updated_at ${timestamp} not null default ${now}
      )`.execute(db);
      await sql`create table sales_rejected_deliveries (
        connection_id integer not null,
        reason text not null,
        minute text not null,
        count integer not null default 1,
        last_at ${timestamp} not null,
        primary key (connection_id, reason, minute)
      )`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of [
        'sales_rejected_deliveries',
        'sales_member_access',
        'sales_subscriptions',
        'sales_purchases',
        'sales_events',
        'sales_products',
        'sales_connections',
      ]) {
        await sql`drop table ${sql.table(table)}`.execute(db);
      }
    },
  };
}
