import type { Compilable, CompiledQuery, Kysely } from 'kysely';
import type { DirectRead } from './direct-sqlite.js';
import { directRead } from './direct-sqlite.js';
import { fastPathOn } from '../fast-paths.js';
import type { Database } from './schema.js';

/** Stands in for a parameter while the query is built once; replaced by the call's value at each run. */
class Placeholder {
  constructor(readonly name: string) {}
}

type Args = Record<string, unknown>;

/** What `firstNow` gives when the read cannot be made synchronously: call `first` and wait. */
export const MUST_WAIT: unique symbol = Symbol('must wait');
/** `variant` names the shape of the SQL when it has several (an optional filter, say); '' otherwise. */
type Builder<A extends Args, Row> = (db: Kysely<Database>, args: A, variant: string) => Compilable<Row>;

/** Every property read gives the placeholder of that argument. */
const placeholders = new Proxy({}, { get: (_target, name) => new Placeholder(String(name)) });

interface Compiled<Row> {
  query: CompiledQuery<Row>;
  /** For each parameter of the SQL, the argument's name, or a constant the builder wrote itself. */
  slots: Array<{ name: string } | { value: unknown }>;
  /** On SQLite, the prepared statement to read with outside a transaction; null otherwise. */
  direct: DirectRead | null;
}

/**
 * A hot query built and compiled once per database (SQLite and PostgreSQL compile differently, and
 * a transaction is a database of its own), then run with fresh parameters: Kysely's building and
 * compiling cost more than the query itself on the hot paths (bench/db-layer.ts). The builder must
 * produce the same SQL whatever the arguments' values: take each value from `args`, and
 * make one precompiled query per shape where the SQL changes (an optional filter, say). On SQLite a
 * read outside any transaction skips Kysely's executor too (db/direct-sqlite.ts).
 */
export function precompiled<A extends Args, Row>(build: Builder<A, Row>) {
  const perDatabase = new WeakMap<Kysely<Database>, Map<string, Compiled<Row>>>();

  function compiledFor(db: Kysely<Database>, variant: string): Compiled<Row> {
    let variants = perDatabase.get(db);
    if (!variants) {
      variants = new Map();
      perDatabase.set(db, variants);
    }
    let compiled = variants.get(variant);
    if (!compiled) {
      const query = build(db, placeholders as A, variant).compile();
      const slots = query.parameters.map((value) => (value instanceof Placeholder ? { name: value.name } : { value }));
      compiled = { query, slots, direct: directRead(db, query.sql) };
      variants.set(variant, compiled);
    }
    return compiled;
  }

  /** Runs the query; `one` reads the first row only (better-sqlite3's `get` on the direct path). */
  function run<R>(db: Kysely<Database>, args: A, variant: string, one: boolean): Promise<R> {
    if (!fastPathOn('precompiled'))
      return db
        .executeQuery<Row>(build(db, args, variant).compile())
        .then((result) => (one ? result.rows[0] : result.rows) as R);
    const { query, slots, direct } = compiledFor(db, variant);
    const parameters = slots.map((slot) => ('name' in slot ? args[slot.name] : slot.value));
    if (direct?.available()) {
      try {
        // Already resolved, with no .then of our own: a point query costs a few microseconds, and
        // every extra promise step is a measurable share of it (bench/db-layer.ts).
        return Promise.resolve((one ? direct.get(parameters) : direct.all(parameters)) as R);
      } catch (error) {
        return Promise.reject(error as Error);
      }
    }
    return db.executeQuery<Row>({ ...query, parameters }).then((result) => (one ? result.rows[0] : result.rows) as R);
  }

  /**
   * The first row read at once where the database allows it (SQLite, no transaction open), for a
   * hook that would otherwise be asynchronous on every request; MUST_WAIT elsewhere.
   */
  function firstNow(db: Kysely<Database>, args: A, variant = ''): Row | undefined | typeof MUST_WAIT {
    if (!fastPathOn('precompiled')) return MUST_WAIT;
    const { slots, direct } = compiledFor(db, variant);
    if (!direct?.available()) return MUST_WAIT;
    return direct.get(slots.map((slot) => ('name' in slot ? args[slot.name] : slot.value))) as Row | undefined;
  }

  return {
    execute: (db: Kysely<Database>, args: A, variant = ''): Promise<Row[]> => run(db, args, variant, false),
    first: (db: Kysely<Database>, args: A, variant = ''): Promise<Row | undefined> => run(db, args, variant, true),
    firstNow,
  };
}
