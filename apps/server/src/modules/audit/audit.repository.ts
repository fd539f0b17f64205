import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

export interface AuditRow {
  actorId: string | null;
  actorName: string;
  targetId: string | null;
  targetEmail: string | null;
  action: string;
  details: unknown;
  createdAt: Date;
}

/** Written inside the caller's transaction, so the change and its record commit together. */
export async function insertAudit(db: Kysely<Database>, row: AuditRow): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: row.actorId,
      actor_name: row.actorName,
      target_id: row.targetId,
      target_email: row.targetEmail,
      action: row.action,
      details: JSON.stringify(row.details ?? null),
      created_at: row.createdAt,
    })
    .execute();
}

/** Newest first, keyset on the increasing id. */
export function listAudit(db: Kysely<Database>, beforeId: number | null, limit: number) {
  let query = db.selectFrom('audit_log').selectAll();
  if (beforeId !== null) query = query.where('id', '<', beforeId);
  return query.orderBy('id', 'desc').limit(limit).execute();
}
