/** Browser storage for UI preferences only; blocked storage falls back to defaults. */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Preferences are a convenience: a blocked storage keeps the choice for this page only.
  }
}
