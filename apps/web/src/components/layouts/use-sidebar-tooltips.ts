import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type PointerEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { whenPageIdle } from '@/lib/idle';
import type { LinkTooltip } from './sidebar-link';

const loadOverlays = () => import('./sidebar-overlays');

interface SidebarTooltips {
  Provider: ComponentType<{ children: ReactNode }>;
  LinkTooltip: LinkTooltip;
}

const FOCUSABLE = 'a[href], button';
const focusablesIn = (element: HTMLElement | null) => [...(element?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];

/**
 * The collapsed sidebar's tooltips (Radix's), loaded once the page is idle with the sidebar
 * collapsed, or at the first pointer or focus in it. Wrapping the links in their tooltips mounts
 * them anew: the link that had focus gets it back (its tooltip opens, as on any focus), and the
 * link under the pointer gets the pointer move Radix opens a tooltip on.
 */
export function useSidebarTooltips(collapsed: boolean, container: RefObject<HTMLElement | null>) {
  const [tooltips, setTooltips] = useState<SidebarTooltips | null>(null);
  const hovered = useRef<Element | null>(null);
  const restore = useRef({ focused: -1, hovered: -1 });
  const load = useCallback(() => {
    void loadOverlays().then((module) => {
      const elements: (Element | null)[] = focusablesIn(container.current);
      restore.current = {
        focused: elements.indexOf(document.activeElement),
        hovered: elements.indexOf(hovered.current),
      };
      setTooltips(
        (current) => current ?? { Provider: module.SidebarTooltipProvider, LinkTooltip: module.SidebarLinkTooltip },
      );
    });
  }, [container]);
  const wanted = collapsed && !tooltips;
  useEffect(() => {
    if (wanted) return whenPageIdle(load);
  }, [wanted, load]);
  useLayoutEffect(() => {
    if (!tooltips) return;
    const elements = focusablesIn(container.current);
    elements[restore.current.focused]?.focus();
    elements[restore.current.hovered]?.dispatchEvent(
      new window.PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse' }),
    );
    restore.current = { focused: -1, hovered: -1 };
  }, [tooltips, container]);

  const containerProps = {
    onPointerOver: (event: PointerEvent) => {
      hovered.current = (event.target as Element).closest(FOCUSABLE);
      if (wanted) load();
    },
    onPointerLeave: () => {
      hovered.current = null;
    },
    onFocus: wanted ? load : undefined,
  };
  return { tooltips, containerProps };
}
