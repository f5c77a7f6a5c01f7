import type {
  SchedulableSegmentType,
  ShiftSegmentView,
  ShiftView,
} from '@lantern/shared/contracts/schedules';
import { planSegmentMove, type SegmentMove } from '@lantern/shared/domain/shifts/segment-edits';
import {
  segmentTypeMayTakeLiveSessions,
  segmentTypeNamed,
} from '@lantern/shared/domain/shifts/segment-types';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../app/stores-context.js';
import { EditProblemAlert } from './edit-problem.js';
import { DatePickerField, LiveSessionsSwitch, SegmentTypeSelect } from './form-fields.js';
import { FormActions } from './form-actions.js';
import { ScheduleDialog } from './schedule-dialog.js';
import { useSegmentTypeLabel } from '../../../app/use-segment-type-label.js';
import { instantOn, wallClock } from './shift-draft.js';
import { useScheduleFormat } from './use-schedule-format.js';
import { TimeInput } from '../../../app/date-time-fields.js';

const schedulable = (name: string): SchedulableSegmentType | null => segmentTypeNamed(name)?.name ?? null;

/**
 * The "editing" step on one segment: its type, its live-session switch (tutoring only), its day and
 * times. Another day moves it there: a lone segment takes its shift along, one moved clear of a shift
 * with other segments becomes a shift of its own, as the form says before saving. Back returns to the shift.
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
  const [sessionable, setSessionable] = useState(segment.is_sessionable);
  const [date, setDate] = useState(start.date);
  const [startTime, setStartTime] = useState(start.time);
  const [endTime, setEndTime] = useState(wallClock(segment.end_time, zone).time);
  const tutor = schedule.tutorName(shift.user_id);
  const back = () => schedule.begin({ step: 'editing', shiftId: shift.id, segmentId: null });

  const retyped = type !== segment.type.name;
  const tutoring = segmentTypeMayTakeLiveSessions(type);
  // A new type brings its own default (on for tutoring), as the server sets it.
  const chooseType = (next: SchedulableSegmentType) => {
    setType(next);
    setSessionable(
      next === segment.type.name ? segment.is_sessionable : segmentTypeMayTakeLiveSessions(next),
    );
  };

  const startAt = instantOn(date, startTime, zone);
  const span = { start_time: startAt, end_time: instantOn(date, endTime, zone, startAt) };
  const moved = span.start_time !== segment.start_time || span.end_time !== segment.end_time;
  const index = shift.shift_segments.findIndex((candidate) => candidate.id === segment.id);
  const plan: SegmentMove = moved
    ? planSegmentMove(shift, shift.shift_segments, index, span, schedule.now)
    : { kind: 'within' };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (plan.kind === 'refused')
      return schedule.refuse(plan.issues.map((issue) => ({ ...issue, segment: null })));
    const sessionableAfterType = retyped ? tutoring : segment.is_sessionable;
    const switched = tutoring && sessionable !== sessionableAfterType;
    if (!moved && !retyped && !switched) return schedule.close();
    void schedule.changeSegment(shift.id, segment.id, {
      ...(retyped ? { type } : {}),
      ...(switched ? { sessionable } : {}),
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
          <SegmentTypeSelect label={t('manager.schedule.form.type')} value={type} onChange={chooseType} />
          <DatePickerField label={t('manager.schedule.form.date')} value={date} onChange={setDate} />
          <TimeInput label={t('manager.schedule.form.start')} value={startTime} onChange={setStartTime} />
          <TimeInput label={t('manager.schedule.form.end')} value={endTime} onChange={setEndTime} />
        </div>
        {tutoring ? (
          <LiveSessionsSwitch
            label={t('manager.schedule.edit.sessionable')}
            hint={t('manager.schedule.edit.sessionableHint')}
            value={sessionable}
            onChange={setSessionable}
          />
        ) : null}
        <MoveNote plan={plan} span={span} />
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

/** What saving the move will do to the shift, said before it is done. */
const MoveNote = observer(function MoveNote({
  plan,
  span,
}: {
  plan: SegmentMove;
  span: { start_time: number; end_time: number };
}) {
  const { schedule } = useStores();
  const { t } = useTranslation('console');
  const format = useScheduleFormat(schedule.timeZone);
  let note: string | null = null;
  if (plan.kind === 'split_off')
    note = t('manager.schedule.edit.splitsOff', { date: format.longDate(span.start_time) });
  else if (plan.kind === 'shift_follows')
    note = t('manager.schedule.edit.shiftFollows', {
      date: format.longDate(plan.shift.start_time),
      start: format.time(plan.shift.start_time),
      end: format.time(plan.shift.end_time),
    });
  else if (plan.kind === 'shift_started') note = t('manager.schedule.edit.shiftStarted');
  return note ? (
    <p className="lt-hint schedule-dialog__note" role="status">
      {note}
    </p>
  ) : (
    <p className="schedule-dialog__note" role="status" />
  );
});
