/** Timestamps come back as ISO text from SQLite and as Date from PostgreSQL; see toIso(). */
export type Timestamp = string | Date;
/** Booleans come back as 0/1 from SQLite and as boolean from PostgreSQL. */
export type Flag = boolean | number;

export function toIso(value: Timestamp): string {
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export function toDate(value: Timestamp | null): Date | null {
  if (value === null) return null;
  return value instanceof Date ? value : new Date(value);
}
