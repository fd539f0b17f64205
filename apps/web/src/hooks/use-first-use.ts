import { useState } from 'react';

/**
 * A button whose menu, popover or drawer (Radix, a chunk of its own) loads on first use: `load` is
 * started when the button is pointed at or focused, and `used` turns true at the first click, when
 * the caller mounts the loaded part open with the same button as its trigger. Until then the
 * button says it is collapsed; once mounted, Radix's trigger states aria-expanded itself (a prop
 * here would override it).
 */
export function useFirstUse(load: () => Promise<unknown>) {
  const [used, setUsed] = useState(false);
  const prefetch = () => void load();
  const triggerProps = {
    ...(!used && { 'aria-expanded': false }),
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onClick: used ? undefined : () => setUsed(true),
  };
  return { used, triggerProps };
}
