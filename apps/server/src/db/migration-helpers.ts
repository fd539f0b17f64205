import type { CreateTableBuilder, Kysely, RawBuilder } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseKind } from './database.js';

/** Column type of a moment in time: timestamptz on PostgreSQL, ISO-8601 text on SQLite. */
export function timestampType(kind: DatabaseKind): 'timestamptz' | 'text' {
  return kind === 'postgres' ? 'timestamptz' : 'text';
}

/** Column default of "now", in the same form as timestampType (milliseconds and a Z on SQLite). */
export function nowDefault(kind: DatabaseKind): RawBuilder<unknown> {
  return kind === 'postgres' ? sql`now()` : sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;
}

/** A table's generated `id` column: serial on PostgreSQL, INTEGER PRIMARY KEY AUTOINCREMENT on SQLite (decision 0014). */
export function withSerialId<T extends string>(kind: DatabaseKind, table: CreateTableBuilder<T, never>) {
  const pg = kind === 'postgres';
  return table.addColumn('id', pg ? 'serial' : 'integer', (col) =>
    pg ? col.primaryKey() : col.primaryKey().autoIncrement(),
  );
}

/** `create index if not exists <name> on <definition>`, e.g. definition 'courses (position, id)'. */
export async function createIndex(db: Kysely<unknown>, name: string, definition: string): Promise<void> {
  await sql.raw(`create index if not exists ${name} on ${definition}`).execute(db);
}

/**
 * The type of a stored folded key (foldText, decision 0075): text compared by code point on both
 * databases (SQLite's default BINARY; PostgreSQL's "C" collation whatever the database's own), so
 * that a sort and a keyset cursor on it agree between them.
 */
export function foldedKeyType(kind: DatabaseKind): RawBuilder<unknown> {
  return kind === 'postgres' ? sql`text collate "C"` : sql`text`;
}
