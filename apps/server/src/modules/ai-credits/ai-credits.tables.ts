import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.js';

/** One row per member who ever had credits: the balance, what open replies hold, the cap, the month's spending. */
export interface AiCreditBalancesTable {
  user_id: string;
  balance: Generated<number>;
  held: Generated<number>;
  monthly_cap: number | null;
  /** The month month_spent counts ('yyyy-mm', academy time); '' before the first use. */
  month: Generated<string>;
  month_spent: Generated<number>;
  updated_at: Generated<Timestamp>;
}

export type CreditEntryKindColumn = 'grant' | 'removal' | 'allowance' | 'usage';

/** Every change of a balance; amount is negative for removals and usage. */
export interface AiCreditLedgerTable {
  id: Generated<number>;
  user_id: string;
  kind: CreditEntryKindColumn;
  amount: number;
  balance_after: number;
  reason: string | null;
  actor_id: string | null;
  actor_name: string | null;
  model_name: string | null;
  input_tokens: number | null;
  output_tokens: number | null;
  conversation_id: number | null;
  hold_id: number | null;
  created_at: Timestamp;
}

export type HoldStatus = 'open' | 'settled' | 'released' | 'expired';

/** A reply's reservation of its worst-case cost, from before the provider is called until it settles. */
export interface AiCreditHoldsTable {
  id: Generated<number>;
  user_id: string;
  amount: number;
  model_name: string;
  conversation_id: number | null;
  status: Generated<HoldStatus>;
  created_at: Generated<Timestamp>;
  expires_at: Timestamp;
}

export interface AiCreditAllowancesTable {
  role: string;
  monthly_credits: number;
  updated_at: Generated<Timestamp>;
}

/** The claim of a member's allowance for one month: inserted once, with the grant, in one transaction. */
export interface AiCreditAllowanceGrantsTable {
  user_id: string;
  month: string;
  credits: number;
  granted_at: Generated<Timestamp>;
}

/** The tables this module owns, merged into the app's Database type in db/schema.ts. */
export interface AiCreditsTables {
  ai_credit_balances: AiCreditBalancesTable;
  ai_credit_ledger: AiCreditLedgerTable;
  ai_credit_holds: AiCreditHoldsTable;
  ai_credit_allowances: AiCreditAllowancesTable;
  ai_credit_allowance_grants: AiCreditAllowanceGrantsTable;
}
