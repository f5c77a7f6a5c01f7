import type {
  SchedulableSegmentType,
  ShiftSegmentView,
  ShiftView,
} from '@lantern/shared/contracts/schedules';
import { SCHEDULABLE_SEGMENT_TYPES } from '@lantern/shared/contracts/schedules';
import { shiftQuickEdits } from '@lantern/shared/domain/shifts/schedule-quick-edits';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { useStores } from '../../../app/stores-context.js';
import { EditProblemAlert } from './edit-problem.js';
import { SegmentTypeSelect, TimeInput } from './form-fields.js';
import { ScheduleDialog } from './schedule-dialog.js';
import { useSegmentTypeLabel } from './segment-type.js';
import { instantOn, wallClock } from './shift-draft.js';
import { useScheduleFormat } from './use-schedule-format.js';

const schedulable = (name: string): SchedulableSegmentType | null =>
  SCHEDULABLE_SEGMENT_TYPES.find((type) => type === name) ?? null;

/**
 * The "editing" step: a segment's type and times, and the way to the shift's other quick edits
 * (extend, delete). What can no longer change says why instead of failing on save.
 */
export const SegmentDialog = observer(function SegmentDialog(props: {
  shift: ShiftView;
  segment: ShiftSegmentView;
}) {
  const { shift, segment } = props;
  const { schedule } = useStores();
  const { t } = useTranslation('console');
  const typeLabel = useSegmentTypeLabel();
  const format = useScheduleFormat(schedule.timeZone);
  const zone = schedule.timeZone;
  const start = wallClock(segment.start_time, zone);
  const [type, setType] = useState(schedulable(segment.type.name) ?? 'Tutoring Session');
  const [startTime, setStartTime] = useState(start.time);
  const [endTime, setEndTime] = useState(wallClock(segment.end_time, zone).time);
  const edits = shiftQuickEdits(shift, schedule.now);
  const allowed = edits.segments.get(segment.id) ?? { edit: false, delete: false };
  const tutor = schedule.tutorName(shift.user_id);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const startAt = instantOn(start.date, startTime, zone);
    const span = { start_time: startAt, end_time: instantOn(start.date, endTime, zone, startAt) };
    const moved = span.start_time !== segment.start_time || span.end_time !== segment.end_time;
    const retyped = type !== segment.type.name;
    if (!moved && !retyped) return schedule.close();
    void schedule.changeSegment(shift.id, segment.id, {
      ...(retyped ? { type } : {}),
      ...(moved ? { span } : {}),
    });
  };

  return (
    <ScheduleDialog
      title={t('manager.schedule.edit.title', { type: typeLabel(segment.type.name), tutor })}
      onClose={() => schedule.close()}
    >
      <p className="schedule-dialog__lead">
        {t('manager.schedule.edit.when', {
          date: format.longDate(segment.start_time),
          start: format.time(segment.start_time),
          end: format.time(segment.end_time),
        })}
      </p>
      {allowed.edit ? (
        <form className="schedule-form" onSubmit={submit} noValidate>
          <div className="schedule-form__row">
            <SegmentTypeSelect label={t('manager.schedule.form.type')} value={type} onChange={setType} />
            <TimeInput label={t('manager.schedule.form.start')} value={startTime} onChange={setStartTime} />
            <TimeInput label={t('manager.schedule.form.end')} value={endTime} onChange={setEndTime} />
          </div>
          <EditProblemAlert problem={schedule.problem} />
          <div className="schedule-dialog__actions">
            <Button className="lt-button lt-button--secondary" onPress={() => schedule.close()}>
              {t('manager.schedule.form.cancel')}
            </Button>
            <Button type="submit" className="lt-button lt-button--primary" isPending={schedule.saving}>
              {schedule.saving ? t('manager.schedule.form.saving') : t('manager.schedule.edit.submit')}
            </Button>
          </div>
        </form>
      ) : (
        <p className="lt-alert lt-alert--info">{t('manager.schedule.edit.locked')}</p>
      )}
      <section className="schedule-dialog__more" aria-labelledby="schedule-shift-actions">
        <h3 id="schedule-shift-actions" className="lt-label">
          {t('manager.schedule.edit.shiftActions')}
        </h3>
        <div className="schedule-dialog__actions schedule-dialog__actions--start">
          <Button
            className="lt-button lt-button--secondary"
            isDisabled={!edits.extend}
            onPress={() => schedule.begin({ step: 'extending', shiftId: shift.id })}
          >
            {t('manager.schedule.edit.extend')}
          </Button>
          <Button
            className="lt-button lt-button--secondary"
            isDisabled={!allowed.delete}
            onPress={() => schedule.begin({ step: 'deleting', shiftId: shift.id, segmentId: segment.id })}
          >
            {t('manager.schedule.edit.deleteSegment')}
          </Button>
          <Button
            className="lt-button lt-button--secondary schedule-button--danger"
            isDisabled={!edits.delete}
            onPress={() => schedule.begin({ step: 'deleting', shiftId: shift.id, segmentId: null })}
          >
            {t('manager.schedule.edit.deleteShift')}
          </Button>
        </div>
        <ul className="schedule-dialog__reasons">
          {!edits.extend ? <li>{t('manager.schedule.edit.over')}</li> : null}
          {allowed.edit && !allowed.delete ? <li>{t('manager.schedule.edit.lastSegment')}</li> : null}
          {!edits.delete ? <li>{t('manager.schedule.edit.shiftLocked')}</li> : null}
        </ul>
      </section>
    </ScheduleDialog>
  );
});
