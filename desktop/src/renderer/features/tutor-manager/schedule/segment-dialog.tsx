import type {
  SchedulableSegmentType,
  ShiftSegmentView,
  ShiftView,
} from '@lantern/shared/contracts/schedules';
import { SCHEDULABLE_SEGMENT_TYPES } from '@lantern/shared/contracts/schedules';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../app/stores-context.js';
import { EditProblemAlert } from './edit-problem.js';
import { SegmentTypeSelect, TimeInput } from './form-fields.js';
import { FormActions } from './form-actions.js';
import { ScheduleDialog } from './schedule-dialog.js';
import { useSegmentTypeLabel } from './segment-type.js';
import { instantOn, wallClock } from './shift-draft.js';
import { useScheduleFormat } from './use-schedule-format.js';

const schedulable = (name: string): SchedulableSegmentType | null =>
  SCHEDULABLE_SEGMENT_TYPES.find((type) => type === name) ?? null;

/** The "editing" step on one segment: its type and times. Back returns to the shift. */
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
  const tutor = schedule.tutorName(shift.user_id);
  const back = () => schedule.begin({ step: 'editing', shiftId: shift.id, segmentId: null });

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
      onClose={back}
    >
      <p className="schedule-dialog__lead">
        {t('manager.schedule.edit.when', {
          date: format.longDate(segment.start_time),
          start: format.time(segment.start_time),
          end: format.time(segment.end_time),
        })}
      </p>
      <form className="schedule-form" onSubmit={submit} noValidate>
        <div className="schedule-form__row">
          <SegmentTypeSelect label={t('manager.schedule.form.type')} value={type} onChange={setType} />
          <TimeInput label={t('manager.schedule.form.start')} value={startTime} onChange={setStartTime} />
          <TimeInput label={t('manager.schedule.form.end')} value={endTime} onChange={setEndTime} />
        </div>
        <EditProblemAlert problem={schedule.problem} />
        <FormActions
          leaveLabel={t('manager.schedule.edit.back')}
          onLeave={back}
          submitLabel={t('manager.schedule.edit.submit')}
        />
      </form>
    </ScheduleDialog>
  );
});
