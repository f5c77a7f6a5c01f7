import { SAFETY_ACK_SECONDS } from '@lantern/shared/domain/action-items/safety-escalation';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import {
  Button,
  Dialog,
  DialogTrigger,
  Heading,
  Label,
  ListBox,
  ListBoxItem,
  Modal,
  ModalOverlay,
  Popover,
  Radio,
  RadioGroup,
  Select,
  SelectValue,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../../app/stores-context.js';

type Escalate = 'timer' | 'now';

/**
 * "Send a drill…": a test self-harm alert for one school with safety contacts, escalated after the
 * timer or at once. The drill's item and escalation reach every manager's console by the socket.
 */
export function SafetyDrillButton() {
  const { t } = useTranslation('console');
  return (
    <DialogTrigger>
      <Button className="lt-button lt-button--secondary">{t('manager.actionCenter.sendDrill')}</Button>
      <ModalOverlay isDismissable className="drill-overlay">
        <Modal className="drill-modal">
          <Dialog className="drill-dialog">{({ close }) => <DrillForm close={close} />}</Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
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
      <Heading slot="title" className="drill-dialog__title">
        {t('manager.actionCenter.drillDialog.title')}
      </Heading>
      <p className="drill-dialog__lead">{t('manager.actionCenter.drillDialog.lead')}</p>
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
        <Select
          className="drill-field"
          value={schoolId}
          placeholder={t('manager.actionCenter.drillDialog.schoolPlaceholder')}
          onChange={(key) => setSchoolId(Number(key))}
        >
          <Label className="lt-label">{t('manager.actionCenter.drillDialog.school')}</Label>
          <Button className="drill-select">
            <SelectValue />
            <span aria-hidden="true">▾</span>
          </Button>
          <Popover className="drill-popover">
            <ListBox className="drill-listbox">
              {schools.map((school) => (
                <ListBoxItem key={school.id} id={school.id} textValue={school.name} className="drill-option">
                  {t('manager.actionCenter.drillDialog.schoolOption', {
                    name: school.name,
                    count: school.contacts,
                  })}
                </ListBoxItem>
              ))}
            </ListBox>
          </Popover>
        </Select>
      )}
      <RadioGroup
        className="drill-field"
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
      <div className="drill-dialog__actions">
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
