import { useCallback, useState } from 'react';
import { readStorage, writeStorage } from '@/lib/storage';

/** A boolean UI preference kept in localStorage. */
export function useStoredBoolean(key: string, initial: boolean): [boolean, (value: boolean) => void] {
  const [value, setValue] = useState(() => {
    const stored = readStorage(key);
    return stored === null ? initial : stored === 'true';
  });
  const update = useCallback(
    (next: boolean) => {
      setValue(next);
      writeStorage(key, String(next));
    },
    [key],
  );
  return [value, update];
}
