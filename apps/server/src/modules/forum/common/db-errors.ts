import { isForeignKeyViolation } from '../../../db/constraint-errors.js';

/** Runs a write; a post deleted meanwhile becomes the given not-found error instead of a 500. */
export async function unlessDeleted<T>(write: () => Promise<T>, notFound: () => Error): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw notFound();
    throw error;
  }
}
