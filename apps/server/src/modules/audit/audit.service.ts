import type { AuditAction, AuditPage } from '@blivion/shared';
import { auditActionSchema } from '@blivion/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { toIso } from '../../db/schema.js';
import { fieldError, validationError } from '../../http/app-error.js';
import { insertAudit, listAudit } from './audit.repository.js';

/** Who acted: a member, or (id null) a platform acting by itself, e.g. Hotmart approving a sale. */
export interface AuditActor {
  id: string | null;
  name: string;
}

export interface AuditTarget {
  id: string;
  email: string;
}

/** Records one change; call it with the transaction that makes the change. */
export async function recordAudit(
  db: Kysely<Database>,
  entry: { actor: AuditActor; action: AuditAction; target?: AuditTarget | null; details: unknown; at: Date },
): Promise<void> {
  await insertAudit(db, {
    actorId: entry.actor.id,
    actorName: entry.actor.name,
    targetId: entry.target?.id ?? null,
    targetEmail: entry.target?.email ?? null,
    action: entry.action,
    details: entry.details,
    createdAt: entry.at,
  });
}

function parseCursor(cursor: string | undefined): number | null {
  if (cursor === undefined) return null;
  if (!/^\d{1,15}$/.test(cursor)) throw validationError(fieldError('cursor', 'validation.cursorInvalid'));
  return Number(cursor);
}

export async function auditPage(db: Kysely<Database>, query: { cursor?: string; limit: number }): Promise<AuditPage> {
  const rows = await listAudit(db, parseCursor(query.cursor), query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    items: page.map((row) => ({
      id: String(row.id),
      actorId: row.actor_id,
      actorName: row.actor_name,
      targetId: row.target_id,
      targetEmail: row.target_email,
      action: auditActionSchema.parse(row.action),
      details: JSON.parse(row.details) as unknown,
      createdAt: toIso(row.created_at),
    })),
    nextCursor: rows.length > query.limit ? String(page.at(-1)!.id) : null,
  };
}
