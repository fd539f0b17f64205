import { TOOLTIP_DELAY_MS, TOOLTIP_SKIP_DELAY_MS } from '@blivion/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { Tooltip } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { AppToaster } from './toaster';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Tooltip.Provider delayDuration={TOOLTIP_DELAY_MS} skipDelayDuration={TOOLTIP_SKIP_DELAY_MS}>
        {children}
        <AppToaster />
      </Tooltip.Provider>
    </QueryClientProvider>
  );
}
