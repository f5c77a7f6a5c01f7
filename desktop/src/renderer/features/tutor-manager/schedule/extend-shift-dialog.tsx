import type { ShiftView } from '@lantern/shared/contracts/schedules';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../app/stores-context.js';
import { EditProblemAlert } from './edit-problem.js';
import { FormActions } from './form-actions.js';
import { ScheduleDialog } from './schedule-dialog.js';
import { instantOn, wallClock } from './shift-draft.js';
import { useScheduleFormat } from './use-schedule-format.js';
import { TimeInput } from '../../../app/date-time-fields.js';

const HALF_HOUR = 1800;

/** The "extending" step: a later end for the shift; its last segment stretches with it. */
export const ExtendShiftDialog = observer(function ExtendShiftDialog({ shift }: { shift: ShiftView }) {
  const { schedule } = useStores();
  const { t } = useTranslation('console');
  const format = useScheduleFormat(schedule.timeZone);
  const zone = schedule.timeZone;
  const end = wallClock(shift.end_time, zone);
  const [endTime, setEndTime] = useState(wallClock(shift.end_time + HALF_HOUR, zone).time);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A time before the shift's start means the next morning, as on the other forms.
    void schedule.extendShift(shift.id, instantOn(end.date, endTime, zone, shift.start_time));
  };

  return (
    <ScheduleDialog
      title={t('manager.schedule.extend.title', { tutor: schedule.tutorName(shift.user_id) })}
      onClose={() => schedule.close()}
    >
      <form className="schedule-form" onSubmit={submit} noValidate>
        <p className="schedule-dialog__lead">
          {t('manager.schedule.extend.current', { end: format.time(shift.end_time) })}
        </p>
        <TimeInput label={t('manager.schedule.extend.newEnd')} value={endTime} onChange={setEndTime} />
        <EditProblemAlert problem={schedule.problem} />
        <FormActions
          leaveLabel={t('manager.schedule.form.cancel')}
          onLeave={() => schedule.close()}
          submitLabel={t('manager.schedule.extend.submit')}
        />
      </form>
    </ScheduleDialog>
  );
});
