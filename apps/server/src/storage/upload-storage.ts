/**
 * Where uploaded files live. The local disk is the default; another backend
 * (an object store) implements the same three calls.
 */
export interface UploadStorage {
  /** Stores the bytes under the name; storing the same name again keeps one copy. */
  put(name: string, data: Buffer): Promise<void>;
  /** The bytes, or null when no file has that name. */
  get(name: string): Promise<Buffer | null>;
  /** Removes the file; a missing file is not an error. */
  delete(name: string): Promise<void>;
}

/** One path segment of letters, digits, dots, hyphens and underscores, never '.' or '..'. */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export function assertSafeName(name: string): void {
  if (!SAFE_NAME.test(name) || name.includes('..')) throw new Error(`unsafe upload name: ${name}`);
}
