import { useState } from 'react';

// Where the focus was before a dialog opened, so that closing it gives the focus back to the control
// that opened it. Radix gives it back to a DialogTrigger only: a dialog opened from a menu item, a
// row's action or a state change would drop it to the top of the page.
const FLOATING = '[role=dialog],[role=alertdialog],[role=menu],[role=listbox],[data-radix-popper-content-wrapper]';

let lastOutsideFloating: HTMLElement | null = null;

if (typeof document !== 'undefined') {
  document.addEventListener(
    'focusin',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLElement && target !== document.body && !target.closest(FLOATING)) {
        lastOutsideFloating = target;
      }
    },
    true,
  );
}

function focusable(element: HTMLElement | null): element is HTMLElement {
  if (!element?.isConnected || element.closest('[inert]')) return false;
  return typeof element.checkVisibility !== 'function' || element.checkVisibility();
}

/**
 * For a dialog's content: `onCloseAutoFocus` focuses the control that had the focus when the dialog
 * opened (or, when that was a menu item now gone, the last control outside any menu or dialog),
 * and lets Radix do its default when neither is still on the page.
 */
export function useReturnFocus(onCloseAutoFocus?: (event: Event) => void): (event: Event) => void {
  // Read once, when the content mounts: before Radix moves the focus into it.
  const [opener] = useState(() => {
    if (typeof document === 'undefined') return null;
    const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return active && active !== document.body && !active.closest(FLOATING) ? active : lastOutsideFloating;
  });
  return (event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented) return;
    const target = opener;
    if (focusable(target)) {
      event.preventDefault();
      target.focus({ preventScroll: true });
    }
  };
}
