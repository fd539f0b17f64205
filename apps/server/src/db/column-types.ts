/** Timestamps come back as ISO text from SQLite and as Date from PostgreSQL; see toIso(). */
export type Timestamp = string | Date;
/** Booleans come back as 0/1 from SQLite and as boolean from PostgreSQL. */
export type Flag = boolean | number;

/** What toISOString() writes (years 0000 to 9999): SQLite holds our timestamps in this form. */
const CANONICAL_ISO = /^\d{4}-[01]\d-[0-3]\dT[0-2]\d:[0-5]\d:[0-5]\d\.\d{3}Z$/;

/** The timestamp as toISOString() writes it; text already in that form is returned as it is (no parse). */
export function toIso(value: Timestamp): string {
  if (value instanceof Date) return value.toISOString();
  return CANONICAL_ISO.test(value) ? value : new Date(value).toISOString();
}

export function toDate(value: Timestamp | null): Date | null {
  if (value === null) return null;
  return value instanceof Date ? value : new Date(value);
}
