import { Time } from '@internationalized/date';
import type { SchedulableSegmentType, ShiftView } from '@lantern/shared/contracts/schedules';
import { addedSegmentIssues } from '@lantern/shared/domain/shifts/segment-edits';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../app/stores-context.js';
import { EditProblemAlert } from './edit-problem.js';
import { SegmentTypeSelect } from './form-fields.js';
import { FormActions } from './form-actions.js';
import { ScheduleDialog } from './schedule-dialog.js';
import { instantOn, wallClock } from './shift-draft.js';
import { useScheduleFormat } from './use-schedule-format.js';
import { TimeInput } from '../../../app/date-time-fields.js';

const HOUR = 3600;

/**
 * Where a new segment goes first: the first free stretch of the shift still ahead (up to an hour of
 * it), else the shift's last hour; the form and the server say what is wrong if it does not fit.
 */
export function firstFreeStretch(shift: ShiftView, now: number): { start_time: number; end_time: number } {
  let cursor = Math.max(shift.start_time, now);
  for (const segment of shift.shift_segments) {
    if (segment.start_time > cursor) break;
    cursor = Math.max(cursor, segment.end_time);
  }
  if (cursor < shift.end_time)
    return { start_time: cursor, end_time: Math.min(cursor + HOUR, shift.end_time) };
  return { start_time: Math.max(shift.start_time, shift.end_time - HOUR), end_time: shift.end_time };
}

const asTime = (unixSeconds: number, zone: string) => {
  const { time } = wallClock(unixSeconds, zone);
  return new Time(time.hour, time.minute);
};

/** The "editing" step's new segment: its type and times inside the shift. Back returns to the shift. */
export const AddSegmentDialog = observer(function AddSegmentDialog({ shift }: { shift: ShiftView }) {
  const { schedule } = useStores();
  const { t } = useTranslation('console');
  const format = useScheduleFormat(schedule.timeZone);
  const zone = schedule.timeZone;
  const free = firstFreeStretch(shift, schedule.now);
  const [type, setType] = useState<SchedulableSegmentType>('Tutoring Session');
  const [startTime, setStartTime] = useState(asTime(free.start_time, zone));
  const [endTime, setEndTime] = useState(asTime(free.end_time, zone));
  const back = () => schedule.begin({ step: 'editing', shiftId: shift.id, segmentId: null });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Times are on the shift's first day, or the next when earlier than its start (an overnight shift).
    const day = wallClock(shift.start_time, zone).date;
    const start = instantOn(day, startTime, zone, shift.start_time - 1);
    const added = { type, start_time: start, end_time: instantOn(day, endTime, zone, start) };
    const issues = addedSegmentIssues(shift, shift.shift_segments, added, schedule.now);
    if (issues.length) schedule.refuse(issues.map((issue) => ({ ...issue, segment: null })));
    else void schedule.addSegment(shift.id, added);
  };

  return (
    <ScheduleDialog
      title={t('manager.schedule.add.title', { tutor: schedule.tutorName(shift.user_id) })}
      onClose={back}
    >
      <p className="schedule-dialog__lead">
        {t('manager.schedule.edit.when', {
          date: format.longDate(shift.start_time),
          start: format.time(shift.start_time),
          end: format.time(shift.end_time),
        })}
      </p>
      <form className="schedule-form" onSubmit={submit} noValidate>
        <div className="schedule-form__row">
          <SegmentTypeSelect label={t('manager.schedule.form.type')} value={type} onChange={setType} />
          <TimeInput label={t('manager.schedule.form.start')} value={startTime} onChange={setStartTime} />
          <TimeInput label={t('manager.schedule.form.end')} value={endTime} onChange={setEndTime} />
        </div>
        <p className="lt-hint">{t('manager.schedule.add.hint')}</p>
        <EditProblemAlert problem={schedule.problem} />
        <FormActions
          leaveLabel={t('manager.schedule.edit.back')}
          onLeave={back}
          submitLabel={t('manager.schedule.add.submit')}
        />
      </form>
    </ScheduleDialog>
  );
});
