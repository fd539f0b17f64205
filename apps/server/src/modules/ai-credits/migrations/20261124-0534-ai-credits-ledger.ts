import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database.js';
import { nowDefault, timestampType } from '../../../db/migration-helpers.js';

/**
 * The AI credit ledger (docs/decisions/0038): one balance row per member (the balance, what open
 * replies hold, the personal cap and this month's spending), every change of a balance in the
 * ledger, the replies' holds, the monthly allowance per role and the claim of each member's
 * monthly allowance (its primary key grants it once per member and month, whatever the instances).
 * The CHECKs keep a balance from ever going below zero or below what is held.
 */
export function aiCreditsLedger(kind: DatabaseKind) {
  const timestamp = sql.raw(timestampType(kind));
  const now = nowDefault(kind);
  const serial = sql.raw(kind === 'postgres' ? 'serial primary key' : 'integer primary key autoincrement');
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await sql`create table ai_credit_balances (
        user_id text primary key references "user" (id) on delete cascade,
        balance integer not null default 0,
        held integer not null default 0,
        monthly_cap integer,
        month text not null default '',
        month_spent integer not null default 0,
        updated_at ${timestamp} not null default ${now},
        check (balance >= 0 and balance <= 1000000000),
        check (held >= 0 and held <= balance),
        check (monthly_cap is null or (monthly_cap >= 0 and monthly_cap <= 1000000000)),
        check (month_spent >= 0)
      )`.execute(db);
      await sql`create table ai_credit_ledger (
        id ${serial},
        user_id text not null references "user" (id) on delete cascade,
        kind text not null check (kind in ('grant', 'removal', 'allowance', 'usage')),
        amount integer not null,
        balance_after integer not null check (balance_after >= 0),
        reason text,
        actor_id text references "user" (id) on delete set null,
        actor_name text,
        model_name text,
        input_tokens integer,
        output_tokens integer,
        conversation_id integer,
        hold_id integer,
        created_at ${timestamp} not null default ${now}
      )`.execute(db);
      await sql`create index ai_credit_ledger_user_idx on ai_credit_ledger (user_id, id)`.execute(db);
      await sql`create table ai_credit_holds (
        id ${serial},
        user_id text not null references "user" (id) on delete cascade,
        amount integer not null check (amount >= 0),
        model_name text not null,
        conversation_id integer,
        status text not null default 'open' check (status in ('open', 'settled', 'released', 'expired')),
        created_at ${timestamp} not null default ${now},
        expires_at ${timestamp} not null
      )`.execute(db);
      await sql`create index ai_credit_holds_open_idx on ai_credit_holds (expires_at) where status = 'open'`.execute(
        db,
      );
      await sql`create table ai_credit_allowances (
        role text primary key check (role in ('free', 'premium', 'admin', 'master')),
        monthly_credits integer not null check (monthly_credits >= 0 and monthly_credits <= 1000000000),
        updated_at ${timestamp} not null default ${now}
      )`.execute(db);
      await sql`create table ai_credit_allowance_grants (
        user_id text not null references "user" (id) on delete cascade,
        month text not null,
        credits integer not null,
        granted_at ${timestamp} not null default ${now},
        primary key (user_id, month)
      )`.execute(db);
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await sql`drop table ai_credit_allowance_grants`.execute(db);
      await sql`drop table ai_credit_allowances`.execute(db);
      await sql`drop index ai_credit_holds_open_idx`.execute(db);
      await sql`drop table ai_credit_holds`.execute(db);
      await sql`drop index ai_credit_ledger_user_idx`.execute(db);
      await sql`drop table ai_credit_ledger`.execute(db);
      await sql`drop table ai_credit_balances`.execute(db);
    },
  };
}
