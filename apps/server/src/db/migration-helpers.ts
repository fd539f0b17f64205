import type { RawBuilder } from 'kysely';
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
