import type { ShiftView } from '@lantern/shared/contracts/schedules';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { useStores } from '../../../app/stores-context.js';
import { EditProblemAlert } from './edit-problem.js';
import { ScheduleDialog } from './schedule-dialog.js';
import { useSegmentTypeLabel } from '../../../app/use-segment-type-label.js';
import { useScheduleFormat } from './use-schedule-format.js';

/** The "deleting" step: confirms deleting one segment, or the whole shift when `segmentId` is null. */
export const DeleteDialog = observer(function DeleteDialog(props: {
  shift: ShiftView;
  segmentId: number | null;
}) {
  const { shift, segmentId } = props;
  const { schedule } = useStores();
  const { t } = useTranslation('console');
  const typeLabel = useSegmentTypeLabel();
  const format = useScheduleFormat(schedule.timeZone);
  const tutor = schedule.tutorName(shift.user_id);
  const segment = shift.shift_segments.find((candidate) => candidate.id === segmentId) ?? null;
  const span = segment ?? shift;
  const text = {
    tutor,
    start: format.time(span.start_time),
    end: format.time(span.end_time),
    ...(segment ? { type: typeLabel(segment.type.name) } : {}),
  };
  const confirm = () =>
    void (segment ? schedule.deleteSegment(shift.id, segment.id) : schedule.deleteShift(shift.id));

  return (
    <ScheduleDialog
      title={t(segment ? 'manager.schedule.delete.segmentTitle' : 'manager.schedule.delete.shiftTitle')}
      onClose={() => schedule.close()}
    >
      <p className="schedule-dialog__lead">
        {segment
          ? t('manager.schedule.delete.segmentText', text)
          : t('manager.schedule.delete.shiftText', text)}
      </p>
      <EditProblemAlert problem={schedule.problem} />
      <div className="schedule-dialog__actions">
        <Button className="lt-button lt-button--secondary" autoFocus onPress={() => schedule.close()}>
          {t('manager.schedule.delete.keep')}
        </Button>
        <Button
          className="lt-button lt-button--primary schedule-button--danger"
          isPending={schedule.saving}
          onPress={confirm}
        >
          {schedule.saving ? t('manager.schedule.form.saving') : t('manager.schedule.delete.submit')}
        </Button>
      </div>
    </ScheduleDialog>
  );
});
