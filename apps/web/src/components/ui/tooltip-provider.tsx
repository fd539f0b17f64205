import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@blivion/shared/core';
import { Tooltip } from 'radix-ui';
import type { ReactNode } from 'react';

/**
 * Radix's tooltip provider with the app's delays, around each part that shows tooltips (the
 * collapsed sidebar, the admin tables): not around the whole signed-in area, whose first load
 * would then need Radix's tooltips before any is shown.
 */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
      {children}
    </Tooltip.Provider>
  );
}
