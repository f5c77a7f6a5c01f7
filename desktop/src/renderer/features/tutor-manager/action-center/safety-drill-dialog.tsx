import { SAFETY_ACK_SECONDS } from '@lantern/shared/domain/action-items/safety-escalation';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Button, Label, Radio, RadioGroup } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ConsoleDialog } from '../../../app/console-dialog.js';
import { SelectField } from '../../../app/form-field.js';
import { useStores } from '../../../app/stores-context.js';

type Escalate = 'timer' | 'now';

/**
 * "Send a drill…": a test self-harm alert for one school with safety contacts, escalated after the
 * timer or at once. The drill's item and escalation reach every manager's console by the socket.
 */
export function SafetyDrillButton() {
  const { t } = useTranslation('console');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button className="lt-button lt-button--secondary" onPress={() => setOpen(true)}>
        {t('manager.actionCenter.sendDrill')}
      </Button>
      <ConsoleDialog
        title={t('manager.actionCenter.drillDialog.title')}
        isOpen={open}
        onClose={() => setOpen(false)}
      >
        <DrillForm close={() => setOpen(false)} />
      </ConsoleDialog>
    </>
  );
}

const DrillForm = observer(function DrillForm({ close }: { close(): void }) {
  const { safety } = useStores();
  const { t } = useTranslation('console');
  const [schoolId, setSchoolId] = useState<number | null>(null);
  const [escalate, setEscalate] = useState<Escalate>('timer');
  useEffect(() => {
    void safety.schools.load(true);
  }, [safety]);
  const status = safety.schools.status;
  const schools = safety.schoolList;
  const send = async () => {
    if (schoolId === null) return;
    if (await safety.sendDrill({ school_id: schoolId, escalate })) close();
  };
  return (
    <>
      <p>{t('manager.actionCenter.drillDialog.lead')}</p>
      {status === 'error' ? (
        <p className="lt-alert lt-alert--error" role="alert">
          {t('manager.actionCenter.drillDialog.problem.failed')}
        </p>
      ) : status !== 'loaded' ? (
        <p className="console-muted" role="status">
          {t('manager.actionCenter.drillDialog.loading')}
        </p>
      ) : schools.length === 0 ? (
        <p className="lt-alert lt-alert--info">{t('manager.actionCenter.drillDialog.noSchools')}</p>
      ) : (
        <SelectField<number>
          label={t('manager.actionCenter.drillDialog.school')}
          value={schoolId}
          placeholder={t('manager.actionCenter.drillDialog.schoolPlaceholder')}
          options={schools.map((school) => ({
            id: school.id,
            label: t('manager.actionCenter.drillDialog.schoolOption', {
              name: school.name,
              count: school.contacts,
            }),
          }))}
          onChange={setSchoolId}
        />
      )}
      <RadioGroup
        className="console-field"
        value={escalate}
        onChange={(value) => setEscalate(value as Escalate)}
      >
        <Label className="lt-label">{t('manager.actionCenter.drillDialog.escalate')}</Label>
        <Radio value="timer" className="drill-radio">
          {t('manager.actionCenter.drillDialog.timer', { minutes: SAFETY_ACK_SECONDS / 60 })}
        </Radio>
        <Radio value="now" className="drill-radio">
          {t('manager.actionCenter.drillDialog.now')}
        </Radio>
      </RadioGroup>
      {safety.drillProblem && (
        <p className="lt-alert lt-alert--error" role="alert">
          {t(`manager.actionCenter.drillDialog.problem.${safety.drillProblem}`)}
        </p>
      )}
      <div className="console-dialog__actions">
        <Button className="lt-button lt-button--ghost" onPress={close}>
          {t('manager.actionCenter.drillDialog.cancel')}
        </Button>
        <Button
          className="lt-button lt-button--primary"
          isDisabled={schoolId === null || safety.sending}
          onPress={() => void send()}
        >
          {t('manager.actionCenter.drillDialog.send')}
        </Button>
      </div>
    </>
  );
});
