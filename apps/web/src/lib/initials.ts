/** The first two letters of the name in upper case, or the fallback ('BL'). */
export function initialsOf(name: string | null | undefined, fallback: string): string {
  const letters = (name ?? '').trim().slice(0, 2);
  return letters ? letters.toUpperCase() : fallback;
}
