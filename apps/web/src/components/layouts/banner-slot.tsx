import type { ReactNode } from 'react';

/** The strip above the top bar where platform banners appear (the banner strip hides itself when it has none). */
export function BannerSlot({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return <div className="w-full empty:hidden">{children}</div>;
}
