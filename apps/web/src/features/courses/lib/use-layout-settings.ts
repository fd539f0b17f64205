import { useCallback, useState } from 'react';
import { readLayoutSettings, writeLayoutSettings, type CourseLayoutSettings } from './layout-settings';

/** The catalogue's layout settings, read from this browser once and kept there when applied. */
export function useLayoutSettings(): [CourseLayoutSettings, (settings: CourseLayoutSettings) => void] {
  const [settings, setSettings] = useState(readLayoutSettings);
  const apply = useCallback((next: CourseLayoutSettings) => {
    setSettings(next);
    writeLayoutSettings(next);
  }, []);
  return [settings, apply];
}
