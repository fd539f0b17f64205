import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.js';

/** Who changed what: kept after the accounts it names are deleted (name and e-mail are snapshots). */
export interface AuditLogTable {
  id: Generated<number>;
  actor_id: string | null;
  actor_name: string;
  target_id: string | null;
  target_email: string | null;
  action: string;
  /** JSON: before/after of the change. */
  details: string;
  created_at: Timestamp;
}

/** The tables this module owns, merged into the app's Database type in db/schema.ts. */
export interface AuditTables {
  audit_log: AuditLogTable;
}
