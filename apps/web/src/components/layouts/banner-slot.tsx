import type { ReactNode } from 'react';

/** The strip above the top bar where platform banners appear; empty until banners exist. */
export function BannerSlot({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return <div className="w-full">{children}</div>;
}
