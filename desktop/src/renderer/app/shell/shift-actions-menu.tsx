import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShiftActionBlock, ShiftMenuCommand } from '@lantern/shared/domain/shifts/shift-action-reasons';
import type { TrayActions, TrayCommand } from '../../../common/desktop-api.js';

interface MenuEntry {
  command: TrayCommand;
  enabled: boolean;
}

/**
 * The desktop tray's commands, greyed out by the same state: a disabled "Punch in" tells the tutor
 * the window is not open yet. Showing the window is left out: in a browser the page is the window.
 * The rest and meal items open the dashboard's break planner for that kind.
 */
function menuEntries(actions: TrayActions | null): MenuEntry[] {
  const shift: MenuEntry[] = actions
    ? [
        { command: 'punch-in', enabled: actions.punchIn },
        { command: 'punch-out', enabled: actions.punchOut },
        { command: 'start-bio-break', enabled: actions.startBioBreak },
        { command: 'return-to-segment', enabled: actions.returnToSegment },
        { command: 'book-rest-break', enabled: actions.bookRestBreak ?? false },
        { command: 'request-meal-break', enabled: actions.requestMealBreak ?? false },
      ]
    : [];
  return [...shift, { command: 'sign-out', enabled: true }];
}

/**
 * A menu button for the in-page tray. Arrow keys, Home and End move between the items (disabled
 * ones stay reachable so they can be read, each with why it is greyed out as its description);
 * Escape closes and gives focus back to the button.
 */
export function ShiftActionsMenu({
  actions,
  blocks,
  onCommand,
}: {
  /** Null when there is no shift to act on. */
  actions: TrayActions | null;
  /** Why each disabled shift command cannot run now. */
  blocks: Partial<Record<ShiftMenuCommand, ShiftActionBlock>>;
  onCommand: (command: TrayCommand) => void;
}) {
  const { t } = useTranslation('console');
  const [open, setOpen] = useState(false);
  const buttonId = useId();
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const rootRef = useRef<HTMLDivElement>(null);
  const entries = menuEntries(actions);

  useEffect(() => {
    if (!open) return;
    const items = rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [];
    const firstEnabled = [...items].find((item) => item.getAttribute('aria-disabled') !== 'true');
    (firstEnabled ?? items[0])?.focus();
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [open]);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = itemRefs.current.filter((item) => item !== null);
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const moveTo = (index: number) => items[(index + items.length) % items.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        moveTo(at + 1);
        break;
      case 'ArrowUp':
        moveTo(at - 1);
        break;
      case 'Home':
        moveTo(0);
        break;
      case 'End':
        moveTo(items.length - 1);
        break;
      case 'Escape':
        close();
        break;
      case 'Tab':
        setOpen(false);
        return;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <div className="console-tray__actions" ref={rootRef}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="lt-button lt-button--ghost console-tray__menu-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((was) => !was)}
      >
        {t('tray.menu')}
      </button>
      {open && (
        <ul
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className="console-tray__menu"
          onKeyDown={onMenuKey}
        >
          {entries.map(({ command, enabled }, index) => {
            const block =
              enabled || command === 'sign-out' || command === 'show-window' ? undefined : blocks[command];
            const whyId = `${menuId}-${command}-why`;
            return (
              <li key={command} role="none">
                <button
                  ref={(item) => {
                    itemRefs.current[index] = item;
                  }}
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className="console-tray__menu-item"
                  aria-disabled={!enabled}
                  aria-describedby={block ? whyId : undefined}
                  onClick={() => {
                    if (!enabled) return;
                    close();
                    onCommand(command);
                  }}
                >
                  {t(`tray.commands.${command}`)}
                </button>
                {block && (
                  <span id={whyId} className="console-tray__menu-why">
                    {t(`tray.why.${block}`)}
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
