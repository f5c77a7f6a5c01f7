import { type RefObject, useEffect } from 'react';

const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function lastTabbable(container: HTMLElement): Element | undefined {
  return [...container.querySelectorAll(TABBABLE)].at(-1);
}

export type DismissReason = 'outside' | 'escape' | 'focus-left';

/**
 * Closes a pop-up the way the spec's user dropdown does: a click outside it, Escape, or focus
 * moving out of it (tabbing past the last link). Escape hands focus back to the trigger.
 */
export function useDismiss(
  open: boolean,
  containerRef: RefObject<HTMLElement | null>,
  triggerRef: RefObject<HTMLElement | null>,
  onDismiss: (reason: DismissReason) => void,
): void {
  useEffect(() => {
    if (!open) return;
    const container = containerRef.current;
    if (!container) return;
    const inside = (node: EventTarget | null) => node instanceof Node && container.contains(node);

    const onPointerDown = (event: PointerEvent) => {
      if (!inside(event.target)) onDismiss('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab' && !event.shiftKey && event.target === lastTabbable(container)) {
        // Tabbing past the last item closes even when nothing focusable follows on the page.
        onDismiss('focus-left');
        return;
      }
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onDismiss('escape');
      triggerRef.current?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      // relatedTarget is null when focus leaves the page (e.g. to the browser chrome): keep it open.
      if (event.relatedTarget !== null && !inside(event.relatedTarget)) onDismiss('focus-left');
    };

    document.addEventListener('pointerdown', onPointerDown);
    container.addEventListener('keydown', onKeyDown);
    container.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      container.removeEventListener('keydown', onKeyDown);
      container.removeEventListener('focusout', onFocusOut);
    };
  }, [open, containerRef, triggerRef, onDismiss]);
}
