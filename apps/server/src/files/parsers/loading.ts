/** Set by the parser worker's entry: tells the pool a library is loading, which is no part of the file's time. */
let announce: ((phase: 'loading' | 'loaded') => void) | null = null;

export function announceLoadingWith(send: (phase: 'loading' | 'loaded') => void): void {
  announce = send;
}

/**
 * Runs `load` (the import of a heavy library, jsdom say) with the file's deadline paused: the
 * time is the server's own cost, the same for every file, and seconds on a busy machine.
 */
export async function whileLoading<T>(load: () => Promise<T>): Promise<T> {
  announce?.('loading');
  try {
    return await load();
  } finally {
    announce?.('loaded');
  }
}
