// What "fits the screen" means, measured in the page (issue 30, section 1): the document is no wider
// than the viewport; every visible control is reachable (the element at its centre is the control
// or inside it) and, on touch widths, at least 44×44 CSS px (WCAG 2.5.5's size; a link inside a
// sentence is exempt, as WCAG's inline exception says; a checkbox counts with its label).
import type { Page } from 'playwright-core';

export const MIN_TARGET_PX = 44;

const CONTROLS = [
  'a[href]',
  'button',
  'input:not([type=hidden])',
  'select',
  'textarea',
  'summary',
  '[role=button]',
  '[role=tab]',
  '[role=switch]',
  '[role=checkbox]',
  '[role=radio]',
  '[role=menuitem]',
  '[role=menuitemradio]',
  '[role=option]',
  '[role=combobox]',
].join(',');

/**
 * The problems found on the page as it is now; `touch` adds the 44 px rule; `scope` (a selector,
 * such as an open dialog's) limits the controls checked to those inside it. Empty when it fits.
 */
export function fitProblems(page: Page, touch: boolean, scope?: string): Promise<string[]> {
  return page.evaluate(
    ({ selector, minimum, touch, scope }) => {
      const problems: string[] = [];
      const width = window.innerWidth;
      const height = window.innerHeight;
      const describe = (element: Element): string => {
        const name =
          element.getAttribute('aria-label') ??
          (element as HTMLElement).innerText?.trim().replace(/\s+/g, ' ').slice(0, 40) ??
          '';
        const id = element.id ? `#${element.id}` : '';
        const role = element.getAttribute('role');
        return `<${element.tagName.toLowerCase()}${id}${role ? ` role=${role}` : ''}> "${name}"`;
      };

      const scrollWidth = document.documentElement.scrollWidth;
      if (scrollWidth > width) {
        // The outermost elements that reach past the right edge: where the overflow starts.
        const wide = [...document.body.querySelectorAll('*')].filter((element) => {
          const rect = element.getBoundingClientRect();
          if (rect.right <= width + 0.5 || rect.width === 0) return false;
          const parent = element.parentElement?.getBoundingClientRect();
          return !parent || parent.right <= width + 0.5;
        });
        problems.push(
          `document ${scrollWidth}px wide in ${width}px: ${wide
            .slice(0, 4)
            .map((element) => `${describe(element)} (${Math.round(element.getBoundingClientRect().width)}px)`)
            .join(', ')}`,
        );
      }

      const clipped = (element: Element, x: number, y: number): boolean => {
        if (x < 0 || y < 0 || x >= width || y >= height) return true;
        for (let parent = element.parentElement; parent; parent = parent.parentElement) {
          const style = getComputedStyle(parent);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const box = parent.getBoundingClientRect();
          if (x < box.left || x > box.right || y < box.top || y > box.bottom) return true;
        }
        return false;
      };

      const root = (scope && document.querySelector(scope)) || document;
      for (const element of root.querySelectorAll<HTMLElement>(selector)) {
        if (element.closest('[aria-hidden=true],[inert]')) continue;
        if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
        // Visually hidden until focused (the skip link), or not a target while disabled.
        const style = getComputedStyle(element);
        if (style.clipPath !== 'none' || (style.clip !== 'auto' && style.clip !== '')) continue;
        if ((element as HTMLButtonElement).disabled || element.getAttribute('aria-disabled') === 'true') continue;
        let rect = element.getBoundingClientRect();
        if (rect.width <= 1 || rect.height <= 1) continue; // visually hidden (sr-only) or collapsed
        element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
        rect = element.getBoundingClientRect();
        // A link that wraps has one box per line: aim at the first, not at the gap between them.
        const aim = element.getClientRects()[0] ?? rect;
        const x = aim.left + aim.width / 2;
        const y = aim.top + aim.height / 2;
        if (clipped(element, x, y)) continue; // slid out of its carousel or scroller: not on screen
        const hit = document.elementFromPoint(x, y);
        const label = hit?.closest('label');
        const labelled = !!label && (label.control === element || label.contains(element));
        if (!hit || (hit !== element && !element.contains(hit) && !labelled)) {
          problems.push(`${describe(element)} covered by ${hit ? describe(hit) : 'nothing'}`);
          continue;
        }
        if (!touch) continue;
        const inline =
          element.tagName === 'A' &&
          getComputedStyle(element).display === 'inline' &&
          (element.parentElement?.textContent?.trim().length ?? 0) > (element.textContent?.trim().length ?? 0);
        if (inline) continue;
        const own = (element as HTMLInputElement).labels?.[0]?.getBoundingClientRect();
        const targetWidth = Math.max(rect.width, own?.width ?? 0);
        const targetHeight = Math.max(rect.height, own?.height ?? 0);
        if (targetWidth < minimum - 0.5 || targetHeight < minimum - 0.5) {
          problems.push(`${describe(element)} is ${Math.round(targetWidth)}×${Math.round(targetHeight)}px`);
        }
      }
      window.scrollTo({ top: 0, behavior: 'instant' });
      return problems;
    },
    { selector: CONTROLS, minimum: MIN_TARGET_PX, touch, scope },
  );
}

/** Lets the page lay itself out after a resize (two frames, media queries and observers answered). */
export function settle(page: Page): Promise<void> {
  return page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}
