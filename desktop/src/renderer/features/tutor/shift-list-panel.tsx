import type { ShiftView } from '@lantern/shared/contracts/schedules';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ConsolePanel } from '../../app/console-panel.js';
import { useStores } from '../../app/stores-context.js';
import { shiftStateKey } from '../../stores/shifts-store.js';
import { OfferTransferButton } from './transfers/offer-transfer-button.js';
import { useLocaleFormat } from '../../app/use-locale-format.js';
import { useSegmentTypeLabel } from '../../app/use-segment-type-label.js';

/** Today's and upcoming shifts with their segments, each segment's status judged at the clock's second. */
export const ShiftListPanel = observer(function ShiftListPanel() {
  const { shifts } = useStores();
  const { t } = useTranslation('console');
  const list = shifts.upcoming;
  return (
    <ConsolePanel id="tutor-shifts-title" title={t('tutor.shifts.title')} className="shift-list">
      {list.length === 0 ? (
        <p className="console-muted">{t('tutor.punchClock.noUpcomingShift')}</p>
      ) : (
        list.map((shift) => <ShiftCard key={shift.id} shift={shift} />)
      )}
    </ConsolePanel>
  );
});

const ShiftCard = observer(function ShiftCard({ shift }: { shift: ShiftView }) {
  const { shifts } = useStores();
  const { t } = useTranslation('console');
  const { time, weekday, dayKey } = useLocaleFormat();
  const typeLabel = useSegmentTypeLabel();
  const range = { from: time(shift.start_time), to: time(shift.end_time) };
  // The list runs 24 hours ahead: a shift starting on another day than today says which, so
  // tomorrow's 11 AM shift is not read as today's.
  const otherDay = dayKey(shift.start_time) !== dayKey(shifts.now);
  const named = otherDay ? { ...range, day: weekday(shift.start_time) } : range;
  const headingId = `shift-${shift.id}-title`;
  return (
    <article className="shift-card" aria-labelledby={headingId}>
      <header className="shift-card__header">
        <h3 id={headingId} className="shift-card__title">
          {t(otherDay ? 'tutor.shifts.shiftOn' : 'tutor.shifts.shift', named)}
        </h3>
        <span className={`console-pill shift-state shift-state--${shiftStateKey(shift.state_id)}`}>
          {t(`tutor.shiftState.${shiftStateKey(shift.state_id)}`)}
        </span>
      </header>
      <ol
        className="shift-card__segments"
        aria-label={t(otherDay ? 'tutor.shifts.segmentsOn' : 'tutor.shifts.segments', named)}
      >
        {shift.shift_segments.map((segment) => {
          const status = shifts.segmentStatus(segment);
          return (
            <li key={segment.id} className="shift-segment">
              <span className="shift-segment__time">
                {time(segment.start_time)}–{time(segment.end_time)}
              </span>
              <span className="shift-segment__type">{typeLabel(segment.type.name)}</span>
              <span className={`console-pill segment-status segment-status--${status.toLowerCase()}`}>
                {t(`tutor.shifts.segmentStatus.${status}`)}
              </span>
              <OfferTransferButton segment={segment} />
            </li>
          );
        })}
      </ol>
    </article>
  );
});
