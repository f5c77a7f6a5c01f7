import type { ShiftView } from '@lantern/shared/contracts/schedules';
import { shiftQuickEdits } from '@lantern/shared/domain/shifts/schedule-quick-edits';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { useStores } from '../../../app/stores-context.js';
import { ScheduleDialog } from './schedule-dialog.js';
import { useSegmentTypeLabel } from '../../../app/use-segment-type-label.js';
import { useScheduleFormat } from './use-schedule-format.js';

/**
 * The "editing" step opened on a shift: its segments, each to change or delete, and the shift's
 * own edits (extend, delete). What can no longer change says why rather than failing on save.
 */
export const ShiftDialog = observer(function ShiftDialog({ shift }: { shift: ShiftView }) {
  const { schedule } = useStores();
  const { t } = useTranslation('console');
  const typeLabel = useSegmentTypeLabel();
  const format = useScheduleFormat(schedule.timeZone);
  const edits = shiftQuickEdits(shift, schedule.now);
  const segmentEdits = [...edits.segments.values()];
  const anyLocked = segmentEdits.some((allowed) => !allowed.edit);
  const lastSegment = shift.shift_segments.length === 1 && segmentEdits.some((allowed) => allowed.edit);
  const tutor = schedule.tutorName(shift.user_id);
  // Room for a segment is only ahead: a shift punched out of or already ended takes none.
  const canAdd = shift.punch_out === null && shift.end_time > schedule.now;
  return (
    <ScheduleDialog title={t('manager.schedule.edit.shiftTitle', { tutor })} onClose={() => schedule.close()}>
      <p className="schedule-dialog__lead">
        {t('manager.schedule.edit.when', {
          date: format.longDate(shift.start_time),
          start: format.time(shift.start_time),
          end: format.time(shift.end_time),
        })}
      </p>
      <ol className="schedule-segments" aria-label={t('manager.schedule.edit.segmentsLabel')}>
        {shift.shift_segments.map((segment, index) => {
          const allowed = edits.segments.get(segment.id);
          const type = typeLabel(segment.type.name);
          return (
            <li key={segment.id} className="schedule-segments__item">
              <span
                className={`schedule-swatch schedule-type--${schedule.colourKey(segment.type.name)}`}
                aria-hidden="true"
              />
              <span className="schedule-segments__text">
                {t('manager.schedule.segmentLine', {
                  type,
                  start: format.time(segment.start_time),
                  end: format.time(segment.end_time),
                  status: t(`manager.schedule.status.${segment.status}`),
                })}
              </span>
              <Button
                className="lt-button lt-button--secondary schedule-small-button"
                isDisabled={!allowed?.edit}
                aria-label={t('manager.schedule.edit.changeLabel', { n: index + 1, type })}
                onPress={() => schedule.begin({ step: 'editing', shiftId: shift.id, segmentId: segment.id })}
              >
                {t('manager.schedule.edit.change')}
              </Button>
              <Button
                className="lt-button lt-button--ghost schedule-small-button"
                isDisabled={!allowed?.delete}
                aria-label={t('manager.schedule.edit.deleteLabel', { n: index + 1, type })}
                onPress={() => schedule.begin({ step: 'deleting', shiftId: shift.id, segmentId: segment.id })}
              >
                {t('manager.schedule.edit.delete')}
              </Button>
            </li>
          );
        })}
      </ol>
      <ul className="schedule-dialog__reasons">
        {anyLocked ? <li>{t('manager.schedule.edit.locked')}</li> : null}
        {lastSegment ? <li>{t('manager.schedule.edit.lastSegment')}</li> : null}
        {!edits.extend ? <li>{t('manager.schedule.edit.over')}</li> : null}
        {!edits.delete ? <li>{t('manager.schedule.edit.shiftLocked')}</li> : null}
        {!canAdd && edits.extend ? <li>{t('manager.schedule.edit.addClosed')}</li> : null}
      </ul>
      <div className="schedule-dialog__actions">
        <Button
          className="lt-button lt-button--secondary schedule-dialog__add"
          isDisabled={!canAdd}
          onPress={() =>
            schedule.begin({ step: 'editing', shiftId: shift.id, segmentId: null, adding: true })
          }
        >
          {t('manager.schedule.edit.addSegment')}
        </Button>
        <Button
          className="lt-button lt-button--secondary schedule-button--danger"
          isDisabled={!edits.delete}
          onPress={() => schedule.begin({ step: 'deleting', shiftId: shift.id, segmentId: null })}
        >
          {t('manager.schedule.edit.deleteShift')}
        </Button>
        <Button
          className="lt-button lt-button--primary"
          isDisabled={!edits.extend}
          onPress={() => schedule.begin({ step: 'extending', shiftId: shift.id })}
        >
          {t('manager.schedule.edit.extend')}
        </Button>
      </div>
    </ScheduleDialog>
  );
});
