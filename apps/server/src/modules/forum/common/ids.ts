/** Forum ids are integers in the database and decimal strings in the API. */
export function toId(value: string): number {
  return Number.parseInt(value, 10);
}

export function idString(value: number | string): string {
  return String(value);
}
