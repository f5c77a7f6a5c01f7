import type { ShiftView } from '@lantern/shared/contracts/schedules';
import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Tooltip, TooltipTrigger } from 'react-aria-components';
import { useStores } from '../../../app/stores-context.js';
import {
  axisMarks,
  type CalendarWindow,
  type GridKey,
  nowPosition,
  openingPosition,
  placeSpan,
  type ScheduleRow,
  segmentShown,
  shiftAfterKey,
} from './calendar-layout.js';
import { useSegmentTypeLabel } from '../../../app/use-segment-type-label.js';
import { useScheduleFormat } from './use-schedule-format.js';

const percent = (fraction: number) => `${(fraction * 100).toFixed(3)}%`;
const GRID_KEYS: ReadonlySet<string> = new Set<GridKey>([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
]);

/** Tutors as rows, time across: each shift's segments are buttons that open the quick edits. */
export const ScheduleGrid = observer(function ScheduleGrid() {
  const { schedule } = useStores();
  const { t } = useTranslation('console');
  const format = useScheduleFormat(schedule.timeZone);
  const window = schedule.window;
  const range = format.range(window);
  const now = nowPosition(schedule.now, window);
  const scroller = useRef<HTMLDivElement>(null);
  const loaded = schedule.state === 'loaded';
  // A phone shows a few hours at a time: open each day or week where its activity is, once per window.
  useLayoutEffect(() => {
    const element = scroller.current;
    const track = element?.querySelector('.schedule-track');
    if (!element || !track || !loaded) return;
    const shifts = schedule.rows.flatMap((row) => row.shifts);
    const position = openingPosition(schedule.window, schedule.now, shifts);
    const lead = schedule.view === 'day' ? 1 / 24 : 1 / 14;
    element.scrollLeft = Math.max(0, (position - lead) * track.clientWidth);
  }, [schedule, window.from, window.to, loaded]);
  // Arrow keys move between shifts, as in a calendar; Tab still walks through every control.
  const moveFocus = (event: KeyboardEvent<HTMLTableElement>) => {
    const from = (event.target as HTMLElement).closest<HTMLElement>('[data-shift]');
    if (!from || !GRID_KEYS.has(event.key)) return;
    const next = shiftAfterKey(schedule.rows, Number(from.dataset.shift), event.key as GridKey);
    event.preventDefault();
    if (next !== null) scroller.current?.querySelector<HTMLElement>(`[data-shift="${next}"]`)?.focus();
  };
  return (
    <div className="schedule-grid__scroller" ref={scroller}>
      <table
        className={`schedule-grid schedule-grid--${window.view}`}
        aria-busy={schedule.state === 'loading'}
        onKeyDown={moveFocus}
      >
        <caption className="lt-visually-hidden">
          {t('manager.schedule.caption', { range })} {t('manager.schedule.keyboardHint')}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="schedule-grid__tutor">
              {t('manager.schedule.tutorColumn')}
            </th>
            <th scope="col" className="schedule-grid__add">
              <span className="lt-visually-hidden">{t('manager.schedule.addColumn')}</span>
            </th>
            <th scope="col" className="schedule-grid__axis">
              <span className="lt-visually-hidden">{t('manager.schedule.timeColumn', { range })}</span>
              <Axis window={window} now={now} />
            </th>
          </tr>
        </thead>
        <tbody>
          {schedule.rows.map((row) => (
            <TutorRow key={row.tutor.id} row={row} window={window} now={now} />
          ))}
        </tbody>
      </table>
    </div>
  );
});

function Axis({ window, now }: { window: CalendarWindow; now: number | null }) {
  const { schedule } = useStores();
  const { t } = useTranslation('console');
  const format = useScheduleFormat(schedule.timeZone);
  const labels =
    window.view === 'week'
      ? window.days.map((day) => ({ at: day.start, text: format.weekday(day.date) }))
      : // Every other hour: a label each hour would crowd a narrow screen.
        axisMarks(window)
          .filter((_, index) => index % 2 === 0)
          .map((mark) => ({ at: mark.at, text: format.hour(mark.at) }));
  const length = window.to - window.from;
  return (
    <div className="schedule-axis" aria-hidden="true">
      {labels.map((label) => (
        <span
          key={label.at}
          className="schedule-axis__label"
          style={{ left: percent((label.at - window.from) / length) }}
        >
          {label.text}
        </span>
      ))}
      {now !== null ? (
        <span className="schedule-axis__now" style={{ left: percent(now) }}>
          {t('manager.schedule.now')}
        </span>
      ) : null}
    </div>
  );
}

const TutorRow = observer(function TutorRow(props: {
  row: ScheduleRow;
  window: CalendarWindow;
  now: number | null;
}) {
  const { row, window, now } = props;
  const { schedule } = useStores();
  const { t } = useTranslation('console');
  const marks = axisMarks(window);
  return (
    <tr>
      <th scope="row" className="schedule-grid__tutor">
        <span className="schedule-grid__name" title={row.tutor.name}>
          {row.tutor.name}
        </span>
        {row.tutor.active ? null : (
          <span className="console-pill console-pill--off">{t('manager.schedule.inactive')}</span>
        )}
      </th>
      <td className="schedule-grid__add">
        <Button
          className="schedule-add"
          data-add-tutor={row.tutor.id}
          aria-label={t('manager.schedule.addShiftFor', { name: row.tutor.name })}
          onPress={() => schedule.begin({ step: 'creating', tutorId: row.tutor.id, date: schedule.day })}
        >
          <span aria-hidden="true">+</span>
        </Button>
      </td>
      <td className="schedule-grid__track">
        <div className="schedule-track">
          {marks.map((mark) => (
            <span
              key={mark.at}
              className="schedule-track__line"
              style={{ left: percent(mark.position) }}
              aria-hidden="true"
            />
          ))}
          {row.shifts.map((shift) => (
            <ShiftBlock key={shift.id} shift={shift} tutor={row.tutor.name} window={window} />
          ))}
          {now !== null ? (
            <span className="schedule-track__now" style={{ left: percent(now) }} aria-hidden="true" />
          ) : null}
        </div>
      </td>
    </tr>
  );
});

/**
 * A shift as one button across its time, its segments as coloured stripes inside: a button per
 * segment would leave ten-minute breaks too small to hit. Its name lists the segment types in the
 * order the stripes show them; the tooltip gives each segment's times.
 */
const ShiftBlock = observer(function ShiftBlock(props: {
  shift: ShiftView;
  tutor: string;
  window: CalendarWindow;
}) {
  const { shift, tutor, window } = props;
  const { schedule } = useStores();
  const { t } = useTranslation('console');
  const typeLabel = useSegmentTypeLabel();
  const format = useScheduleFormat(schedule.timeZone);
  const frame = placeSpan(shift, window);
  if (!frame) return null;
  const length = shift.end_time - shift.start_time;
  const types = shift.shift_segments.map((segment) => typeLabel(segment.type.name)).join(', ');
  const absences = schedule.absences.of(shift.id);
  // A week of the same hours would read the same: there, the name says the day too.
  const block = t('manager.schedule.block', {
    tutor,
    types,
    start: window.view === 'week' ? format.dayTime(shift.start_time) : format.time(shift.start_time),
    end: format.time(shift.end_time),
  });
  const name = absences.length ? t('manager.schedule.blockAway', { block, count: absences.length }) : block;
  const classes = [
    'schedule-block',
    frame.cutStart ? 'schedule-block--cut-start' : '',
    frame.cutEnd ? 'schedule-block--cut-end' : '',
  ];
  return (
    <TooltipTrigger delay={300}>
      <Button
        className={classes.filter(Boolean).join(' ')}
        style={{ left: percent(frame.start), width: percent(frame.end - frame.start) }}
        aria-label={name}
        data-shift={shift.id}
        onPress={() => schedule.begin({ step: 'editing', shiftId: shift.id, segmentId: null })}
      >
        {shift.shift_segments.map((segment) => (
          <span
            key={segment.id}
            className={[
              'schedule-block__segment',
              `schedule-type--${schedule.colourKey(segment.type.name)}`,
              segmentShown(schedule.filter, segment.type.name) ? '' : 'schedule-block__segment--dimmed',
            ]
              .filter(Boolean)
              .join(' ')}
            style={{
              left: percent((segment.start_time - shift.start_time) / length),
              width: percent((segment.end_time - segment.start_time) / length),
            }}
          />
        ))}
        {absences.map((absence) => {
          // Drawn inside the shift, to now while it lasts.
          const start = Math.max(absence.start_time, shift.start_time);
          const end = Math.min(absence.end_time ?? Math.max(schedule.now, start), shift.end_time);
          return (
            <span
              key={absence.start_time}
              className="schedule-block__absence"
              style={{
                left: percent((start - shift.start_time) / length),
                width: percent((end - start) / length),
              }}
            />
          );
        })}
        {/* One label over the stripes, worded as the name begins: a stripe too narrow for its own word would hide it. */}
        <span className="schedule-block__label">{types}</span>
      </Button>
      <Tooltip className="schedule-tooltip" offset={6}>
        <strong>{tutor}</strong>
        <ul>
          {shift.shift_segments.map((segment) => (
            <li key={segment.id}>
              {t('manager.schedule.segmentLine', {
                type: typeLabel(segment.type.name),
                start: format.time(segment.start_time),
                end: format.time(segment.end_time),
                status: t(`manager.schedule.status.${segment.status}`),
              })}
            </li>
          ))}
          {absences.map((absence) => {
            const reason = t(`manager.presence.reasons.${absence.reason}`);
            const start = format.time(absence.start_time);
            return (
              <li key={absence.start_time}>
                {absence.end_time === null
                  ? t('manager.schedule.absenceOngoing', { start, reason })
                  : t('manager.schedule.absence', { start, end: format.time(absence.end_time), reason })}
              </li>
            );
          })}
        </ul>
      </Tooltip>
    </TooltipTrigger>
  );
});
