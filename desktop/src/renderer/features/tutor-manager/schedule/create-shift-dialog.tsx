import { type CalendarDate, Time } from '@internationalized/date';
import type { SchedulableSegmentType } from '@lantern/shared/contracts/schedules';
import { shiftLayoutIssues } from '@lantern/shared/domain/shifts/shift-layout';
import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { useStores } from '../../../app/stores-context.js';
import { EditProblemAlert } from './edit-problem.js';
import { DatePickerField, SegmentTypeSelect, TutorSelect } from './form-fields.js';
import { FormActions } from './form-actions.js';
import { ScheduleDialog } from './schedule-dialog.js';
import { draftToCreateShift, type SegmentDraft, type ShiftDraft, wallClock } from './shift-draft.js';
import { TimeInput } from '../../../app/date-time-fields.js';

const HOUR = 3600;

/** A first draft: the next full hour when the day is today, else nine o'clock; two hours of tutoring. */
function firstDraft(tutorId: number | null, date: CalendarDate, now: number, timeZone: string): ShiftDraft {
  const current = wallClock(now + HOUR, timeZone);
  const start = current.date.compare(date) === 0 ? new Time(current.time.hour) : new Time(9);
  const end = start.add({ hours: 2 });
  return { tutorId, date, start, end, segments: [{ key: 1, type: 'Tutoring Session', start, end }] };
}

/** The "creating" step: a shift with its segments for one tutor. */
export const CreateShiftDialog = observer(function CreateShiftDialog(props: {
  tutorId: number | null;
  date: CalendarDate;
}) {
  const { schedule } = useStores();
  const { t } = useTranslation('console');
  const [draft, setDraft] = useState(() =>
    firstDraft(props.tutorId, props.date, schedule.now, schedule.timeZone),
  );
  const [tutorMissing, setTutorMissing] = useState(false);
  const update = (change: Partial<ShiftDraft>) => setDraft((current) => ({ ...current, ...change }));

  // A lone segment covering the whole shift keeps covering it while the shift's times change.
  const setShiftTime = (edge: 'start' | 'end', time: Time) =>
    setDraft((current) => {
      const [only] = current.segments;
      const follows =
        current.segments.length === 1 &&
        only !== undefined &&
        only.start.compare(current.start) === 0 &&
        only.end.compare(current.end) === 0;
      const next = { ...current, [edge]: time };
      return follows ? { ...next, segments: [{ ...only, [edge]: time }] } : next;
    });
  const setSegment = (key: number, change: Partial<SegmentDraft>) =>
    update({
      segments: draft.segments.map((segment) => (segment.key === key ? { ...segment, ...change } : segment)),
    });
  // A new segment follows the last one; when that one reached the shift's end, the shift grows with it.
  const addSegment = () => {
    const last = draft.segments.at(-1);
    const start = last?.end ?? draft.start;
    const end = start.add({ hours: 1 });
    update({
      segments: [...draft.segments, { key: (last?.key ?? 0) + 1, type: 'Tutoring Session', start, end }],
      ...(start.compare(draft.end) === 0 ? { end } : {}),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = draftToCreateShift(draft, schedule.timeZone);
    setTutorMissing(request === null);
    if (!request) return;
    const issues = shiftLayoutIssues(request, request.segments);
    if (issues.length) schedule.refuse(issues);
    else void schedule.createShift(request);
  };

  return (
    <ScheduleDialog title={t('manager.schedule.create.title')} onClose={() => schedule.close()}>
      <form className="schedule-form" onSubmit={submit} noValidate>
        <div className="schedule-form__row">
          <TutorSelect
            label={t('manager.schedule.form.tutor')}
            placeholder={t('manager.schedule.form.tutorPlaceholder')}
            tutors={schedule.tutors}
            value={draft.tutorId}
            onChange={(tutorId) => {
              setTutorMissing(false);
              update({ tutorId });
            }}
          />
          <DatePickerField
            label={t('manager.schedule.form.date')}
            value={draft.date}
            onChange={(date) => update({ date })}
          />
          <TimeInput
            label={t('manager.schedule.form.start')}
            value={draft.start}
            onChange={(time) => setShiftTime('start', time)}
          />
          <TimeInput
            label={t('manager.schedule.form.end')}
            value={draft.end}
            onChange={(time) => setShiftTime('end', time)}
          />
        </div>
        <p className="lt-hint">{t('manager.schedule.form.overnight')}</p>
        <fieldset className="schedule-form__segments">
          <legend className="lt-label">{t('manager.schedule.form.segments')}</legend>
          {draft.segments.map((segment, index) => (
            <fieldset key={segment.key} className="schedule-form__segment">
              <legend className="schedule-form__segment-title">
                {t('manager.schedule.form.segment', { n: index + 1 })}
              </legend>
              <SegmentTypeSelect
                label={t('manager.schedule.form.type')}
                value={segment.type}
                onChange={(type: SchedulableSegmentType) => setSegment(segment.key, { type })}
              />
              <TimeInput
                label={t('manager.schedule.form.start')}
                value={segment.start}
                onChange={(start) => setSegment(segment.key, { start })}
              />
              <TimeInput
                label={t('manager.schedule.form.end')}
                value={segment.end}
                onChange={(end) => setSegment(segment.key, { end })}
              />
              {draft.segments.length > 1 ? (
                <Button
                  className="lt-button lt-button--ghost schedule-form__remove"
                  aria-label={t('manager.schedule.form.removeSegment', { n: index + 1 })}
                  onPress={() => update({ segments: draft.segments.filter((s) => s.key !== segment.key) })}
                >
                  <span aria-hidden="true">×</span>
                </Button>
              ) : null}
            </fieldset>
          ))}
          <Button className="lt-button lt-button--ghost schedule-form__add" onPress={addSegment}>
            {t('manager.schedule.form.addSegment')}
          </Button>
        </fieldset>
        {tutorMissing ? (
          <div className="lt-alert lt-alert--error schedule-dialog__problem" role="alert">
            {t('manager.schedule.create.chooseTutor')}
          </div>
        ) : (
          <EditProblemAlert problem={schedule.problem} />
        )}
        <FormActions
          leaveLabel={t('manager.schedule.form.cancel')}
          onLeave={() => schedule.close()}
          submitLabel={t('manager.schedule.create.submit')}
        />
      </form>
    </ScheduleDialog>
  );
});
