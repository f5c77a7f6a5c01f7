import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../app/stores-context.js';
import {
  type CellPosition,
  cellStart,
  DAYS_IN_WEEK,
  firstShownHour,
  HOURS_IN_DAY,
  movedCell,
  weekLabels,
} from './week-cells.js';

const days = Array.from({ length: DAYS_IN_WEEK }, (_, day) => day);
const hours = Array.from({ length: HOURS_IN_DAY }, (_, hour) => hour);

/**
 * Days across, hours down; each cell a toggle button. One cell is in the tab order at a time and
 * the arrow keys move between cells, so the grid is one stop for keyboard users, not 168.
 */
export const WeekGrid = observer(function WeekGrid({ helpId }: { helpId: string }) {
  const { availability } = useStores();
  const { t, i18n } = useTranslation('console');
  const [active, setActive] = useState<CellPosition>({ day: 0, hour: 9 });
  const table = useRef<HTMLTableElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const week = availability.week;
  // The grid scrolls inside the page: each week opens on the tutor's first offered hour, not at midnight.
  const weekStart = week?.start;
  useEffect(() => {
    const box = scroller.current;
    if (!box || !week) return;
    const hour = firstShownHour(week, (from) => availability.isSelected(from));
    const row = box.querySelector<HTMLElement>(`[data-cell="0-${hour}"]`)?.closest('tr');
    const header = box.querySelector('thead');
    if (row) box.scrollTop = row.offsetTop - (header?.offsetHeight ?? 0);
    // Only when the week changes: the tutor's own scrolling and toggling stay where they are.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [weekStart]);
  if (!week) return null;
  const labels = weekLabels(week, i18n.language);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, from: CellPosition) => {
    const next = movedCell(from, event.key);
    if (!next) return;
    event.preventDefault();
    setActive(next);
    table.current?.querySelector<HTMLButtonElement>(`[data-cell="${next.day}-${next.hour}"]`)?.focus();
  };

  return (
    <div className="week-grid__scroller" ref={scroller}>
      <table className="week-grid" ref={table} aria-describedby={helpId}>
        <caption className="lt-visually-hidden">{t('tutor.availability.gridCaption')}</caption>
        <thead>
          <tr>
            <td className="week-grid__corner" />
            {days.map((day) => (
              <th key={day} scope="col" className="week-grid__day">
                <abbr title={labels.longDay(day)}>{labels.shortDay(day)}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {hours.map((hour) => (
            <tr key={hour}>
              <th scope="row" className="week-grid__hour">
                {labels.hour(cellStart(week, { day: 0, hour }))}
              </th>
              {days.map((day) => {
                const from = cellStart(week, { day, hour });
                const selected = availability.isSelected(from);
                const isActive = active.day === day && active.hour === hour;
                return (
                  <td key={day} className="week-grid__cell">
                    <button
                      type="button"
                      className={selected ? 'week-grid__toggle week-grid__toggle--on' : 'week-grid__toggle'}
                      data-cell={`${day}-${hour}`}
                      aria-pressed={selected}
                      // Focusable still, so the arrow keys read another week's hours; toggling waits for the open week.
                      aria-disabled={availability.isOpenWeek ? undefined : true}
                      aria-label={t('tutor.availability.cell', {
                        day: labels.longDay(day),
                        time: labels.time(from),
                      })}
                      tabIndex={isActive ? 0 : -1}
                      onFocus={() => setActive({ day, hour })}
                      onKeyDown={(event) => onKeyDown(event, { day, hour })}
                      onClick={() => availability.toggleHour(from)}
                    />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});
