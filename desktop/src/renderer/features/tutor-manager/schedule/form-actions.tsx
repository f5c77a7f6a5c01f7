import { observer } from 'mobx-react-lite';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../app/stores-context.js';

interface FormActionsProps {
  /** The way out without saving: cancel, or back to the shift. */
  leaveLabel: string;
  onLeave: () => void;
  submitLabel: string;
}

/** A quick-edit form's two buttons; the submit one says it is saving while the change is sent. */
export const FormActions = observer(function FormActions({
  leaveLabel,
  onLeave,
  submitLabel,
}: FormActionsProps) {
  const { schedule } = useStores();
  const { t } = useTranslation('console');
  return (
    <div className="schedule-dialog__actions">
      <Button className="lt-button lt-button--secondary" onPress={onLeave}>
        {leaveLabel}
      </Button>
      <Button type="submit" className="lt-button lt-button--primary" isPending={schedule.saving}>
        {schedule.saving ? t('manager.schedule.form.saving') : submitLabel}
      </Button>
    </div>
  );
});
