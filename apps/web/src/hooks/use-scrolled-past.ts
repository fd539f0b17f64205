import { useEffect, useState } from 'react';

export function useScrolledPast(offsetPx: number): boolean {
  const [scrolled, setScrolled] = useState(false); // as prerendered; the effect reads the scroll
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > offsetPx);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [offsetPx]);
  return scrolled;
}
