import { observer } from 'mobx-react-lite';
import { useStores } from '../../../app/stores-context.js';
import { AddSegmentDialog } from './add-segment-dialog.js';
import { CreateShiftDialog } from './create-shift-dialog.js';
import { DeleteDialog } from './delete-dialog.js';
import { ExtendShiftDialog } from './extend-shift-dialog.js';
import { SegmentDialog } from './segment-dialog.js';
import { ShiftDialog } from './shift-dialog.js';

/** The dialog of the quick-edit step under way, if any; each step is keyed so a new one starts fresh. */
export const QuickEditDialogs = observer(function QuickEditDialogs() {
  const { schedule } = useStores();
  const edit = schedule.quickEdit;
  const shift = schedule.editedShift;
  switch (edit.step) {
    case 'creating':
      return <CreateShiftDialog key="creating" tutorId={edit.tutorId} date={edit.date} />;
    case 'editing': {
      if (!shift) return null;
      if (edit.adding) return <AddSegmentDialog key={`adding-${shift.id}`} shift={shift} />;
      const segment = shift.shift_segments.find((candidate) => candidate.id === edit.segmentId);
      return segment ? (
        <SegmentDialog key={`editing-${segment.id}`} shift={shift} segment={segment} />
      ) : (
        <ShiftDialog key={`editing-${shift.id}`} shift={shift} />
      );
    }
    case 'extending':
      return shift ? <ExtendShiftDialog key={`extending-${shift.id}`} shift={shift} /> : null;
    case 'deleting':
      return shift ? (
        <DeleteDialog
          key={`deleting-${shift.id}-${edit.segmentId}`}
          shift={shift}
          segmentId={edit.segmentId}
        />
      ) : null;
    default:
      return null;
  }
});
