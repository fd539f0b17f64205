/** Constraint failures, as PostgreSQL (SQLSTATE) and better-sqlite3 report them. */
function codeOf(error: unknown): unknown {
  return (error as { code?: unknown } | undefined)?.code;
}

export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** The post a write refers to was deleted meanwhile (by a concurrent transaction). */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** Runs a write; a post deleted meanwhile becomes the given not-found error instead of a 500. */
export async function unlessDeleted<T>(write: () => Promise<T>, notFound: () => Error): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound();
    throw error;
  }
}
