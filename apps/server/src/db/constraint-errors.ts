/** Constraint failures, as PostgreSQL (SQLSTATE) and better-sqlite3 report them. */
function codeOf(error: unknown): unknown {
  return (error as { code?: unknown } | undefined)?.code;
}

/** A unique key (or primary key) already held: another row, often a concurrent request's, has it. */
export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** The row a write refers to is gone (deleted meanwhile, often by a concurrent transaction). */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}
