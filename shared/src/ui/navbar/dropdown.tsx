import { type ReactNode, type RefObject, useCallback, useId, useRef, useState } from 'react';
import { useDismiss } from './use-dismiss.js';
import './dropdown.css';

interface DropdownProps {
  /** Content of the trigger button. */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content is not enough (e.g. an avatar). */
  triggerLabel?: string;
  triggerClassName?: string;
  align?: 'start' | 'end';
  /** The trigger button, for a parent that moves focus to it. */
  triggerRef?: RefObject<HTMLButtonElement | null>;
  children: (close: () => void) => ReactNode;
}

/**
 * A disclosure pop-up (button + panel of links/buttons, reached with Tab). Menus here hold a
 * handful of links, so the disclosure pattern fits better than an arrow-key ARIA menu.
 */
export function Dropdown({
  trigger,
  triggerLabel,
  triggerClassName,
  align = 'end',
  triggerRef: outerTriggerRef,
  children,
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const ownTriggerRef = useRef<HTMLButtonElement>(null);
  const triggerRef = outerTriggerRef ?? ownTriggerRef;
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, containerRef, triggerRef, close);
  // Choosing an item removes the focused item with the panel: focus goes back to the trigger
  // instead of falling to the page (a link that leads to another page moves it on from there).
  const closeAfterChoice = useCallback(() => {
    setOpen(false);
    triggerRef.current?.focus();
  }, [triggerRef]);

  return (
    <div className="lt-dropdown" ref={containerRef}>
      <button
        ref={triggerRef}
        type="button"
        className={triggerClassName ?? 'lt-dropdown__trigger'}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={triggerLabel}
        onClick={() => setOpen((isOpen) => !isOpen)}
      >
        {trigger}
        <svg className="lt-dropdown__chevron" width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <div id={panelId} className={`lt-dropdown__panel lt-dropdown__panel--${align}`} hidden={!open}>
        {open ? children(closeAfterChoice) : null}
      </div>
    </div>
  );
}
