/** The fast paths that remain (decision 0097), each with a plain twin on the library's ordinary use. */
export const FAST_PATH_NAMES = ['session', 'precompiled', 'serializer'] as const;
export type FastPathName = (typeof FAST_PATH_NAMES)[number];

/**
 * Which fast paths run, from FAST_PATHS: `on` (the default) all, `off` none, or a comma-separated
 * list of the names to keep (`session,serializer`), the others running on their plain twins:
 * - session: the signed cookie checked with node:crypto and the session read in one precompiled
 *   query; plain: better-auth's getSession on every request;
 * - precompiled: hot queries compiled once and, on SQLite, read with better-sqlite3 directly;
 *   plain: Kysely builds, compiles and executes them on every call;
 * - serializer: plain-shaped responses serialized by fast-json-stringify from their JSON Schema;
 *   plain: fastify-type-provider-zod's serializer (zod's encode, then JSON.stringify).
 * Read once at start; CI runs the server suite once with `off`, so each twin stays correct.
 */
export function fastPathsFrom(value: string | undefined): ReadonlySet<FastPathName> {
  if (value === undefined || value === '' || value === 'on') return new Set(FAST_PATH_NAMES);
  if (value === 'off') return new Set();
  const names = value.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(FAST_PATH_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0)
    throw new Error(`FAST_PATHS: unknown ${unknown.join(', ')} (on, off or a list of ${FAST_PATH_NAMES.join(', ')})`);
  return new Set(names as FastPathName[]);
}

const enabled = fastPathsFrom(process.env.FAST_PATHS);

/** Whether the named fast path runs in this process. */
export function fastPathOn(name: FastPathName): boolean {
  return enabled.has(name);
}
