import type { QueueEssay } from '@lantern/shared/contracts/service';
import type { QueueAction } from '@lantern/shared/domain/essays/essay-queue-actions';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { type TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button, Label, Radio, RadioGroup, Text } from 'react-aria-components';
import { ConsoleDialog } from '../../../app/console-dialog.js';
import { showToast } from '../../../app/console-toasts.js';
import { useStores } from '../../../app/stores-context.js';
import type { QueueActionProblem } from '../../../stores/essay-queue-store.js';

export const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`;

/** The person who has the essay as shown, by name; null when nobody does. */
function useHolderName(essay: QueueEssay): string | null {
  const { essayQueue } = useStores();
  const holder = essayQueue.holderOf(essay);
  if (holder === null) return null;
  const person = essay.tutor?.id === holder ? essay.tutor : essay.reserved_by;
  return person ? fullName(person) : null;
}

/**
 * Asks before a manager's action on an essay, saying what will happen to it and to the tutor who
 * has it; reassigning also chooses the tutor. Done: a toast says so and the dialog closes (focus
 * goes back to the essay's actions). Refused: the dialog says why in the person's words and stays.
 */
export const QueueActionDialog = observer(function QueueActionDialog({
  action,
  essay,
  onClose,
}: {
  action: QueueAction;
  essay: QueueEssay;
  onClose(done: boolean): void;
}) {
  const { essayQueue } = useStores();
  const { t } = useTranslation('console');
  const descriptionId = useId();
  const holder = useHolderName(essay);
  const [problem, setProblem] = useState<QueueActionProblem | null>(null);
  const [tutorId, setTutorId] = useState<number | null>(null);
  const [missingChoice, setMissingChoice] = useState(false);
  const busy = essayQueue.acting === essay.id;
  const words = { title: essay.title, name: holder ?? '' };

  useEffect(() => {
    if (action === 'reassign') void essayQueue.loadTutors(essay.id);
  }, [action, essay.id, essayQueue]);

  const confirm = async () => {
    if (action === 'reassign' && tutorId === null) {
      setMissingChoice(true);
      return;
    }
    setProblem(null);
    const result =
      action === 'reassign'
        ? await essayQueue.reassign(essay, tutorId!)
        : action === 'release'
          ? await essayQueue.release(essay)
          : action === 'prioritise'
            ? await essayQueue.prioritise(essay)
            : await essayQueue.unprioritise(essay);
    if (!result.ok) {
      setProblem(result.problem);
      return;
    }
    const given = result.essay.tutor;
    showToast({
      tone: 'success',
      title: t(`manager.essaysQueue.done.${action}`, {
        title: essay.title,
        name: given ? fullName(given) : '',
      }),
    });
    onClose(true);
  };

  return (
    <ConsoleDialog
      title={t(`manager.essaysQueue.dialogs.${action}.title`)}
      isOpen
      role="alertdialog"
      describedBy={descriptionId}
      onClose={() => onClose(false)}
    >
      <div id={descriptionId} className="essays-queue-dialog__text">
        <p>{t(`manager.essaysQueue.dialogs.${action}.body`, words)}</p>
        {action === 'release' ? <p>{t('manager.essaysQueue.dialogs.release.kept', words)}</p> : null}
        {action === 'reassign' && holder ? (
          <p>{t('manager.essaysQueue.dialogs.reassign.from', words)}</p>
        ) : null}
      </div>
      {action === 'reassign' ? (
        <TutorChoice
          selected={tutorId}
          invalid={missingChoice}
          onSelect={(id) => {
            setTutorId(id);
            setMissingChoice(false);
          }}
        />
      ) : null}
      {problem ? (
        <p className="lt-alert lt-alert--error" role="alert">
          {problemText(problem, t)}
        </p>
      ) : null}
      <div className="console-dialog__actions">
        <Button className="lt-button lt-button--secondary" autoFocus onPress={() => onClose(false)}>
          {t('manager.essaysQueue.dialogs.cancel')}
        </Button>
        <Button
          className={`lt-button lt-button--primary${action === 'release' ? ' essays-queue-dialog__danger' : ''}`}
          // Not `isPending`: its announcement names the button, which is gone once the dialog closes.
          isDisabled={busy}
          onPress={() => void confirm()}
        >
          {busy
            ? t('manager.essaysQueue.dialogs.working')
            : t(`manager.essaysQueue.dialogs.${action}.confirm`)}
        </Button>
      </div>
    </ConsoleDialog>
  );
});

/** The tutors the essay may go to, those at work in a writing-review segment first. */
const TutorChoice = observer(function TutorChoice({
  selected,
  invalid,
  onSelect,
}: {
  selected: number | null;
  invalid: boolean;
  onSelect(id: number): void;
}) {
  const { essayQueue } = useStores();
  const { t } = useTranslation('console');
  const choice = essayQueue.tutorChoice;
  if (!choice || choice.state === 'loading')
    return (
      <p className="console-muted" role="status">
        {t('manager.essaysQueue.dialogs.reassign.loading')}
      </p>
    );
  if (choice.state === 'error')
    return (
      <p className="lt-alert lt-alert--error" role="alert">
        {t('manager.essaysQueue.dialogs.reassign.failed')}
      </p>
    );
  if (choice.tutors.length === 0)
    return <p className="lt-alert lt-alert--info">{t('manager.essaysQueue.dialogs.reassign.none')}</p>;
  return (
    <RadioGroup
      className="essays-queue-tutors"
      value={selected === null ? null : String(selected)}
      onChange={(value) => onSelect(Number(value))}
      isInvalid={invalid}
      isRequired
    >
      <Label className="essays-queue-tutors__label">{t('manager.essaysQueue.dialogs.reassign.tutors')}</Label>
      <div className="essays-queue-tutors__list">
        {choice.tutors.map((tutor) => (
          <Radio key={tutor.id} value={String(tutor.id)} className="essays-queue-tutors__option">
            <span className="essays-queue-tutors__name">{fullName(tutor)}</span>{' '}
            <span className="essays-queue-tutors__facts">
              {t(`manager.essaysQueue.dialogs.reassign.${tutor.reviewing_now ? 'reviewingNow' : 'notNow'}`)}
              {' · '}
              {t('manager.essaysQueue.dialogs.reassign.openReviews', { count: tutor.open_reviews })}
            </span>
          </Radio>
        ))}
      </div>
      {invalid ? (
        <Text slot="errorMessage" className="essays-queue-tutors__error">
          {t('manager.essaysQueue.dialogs.reassign.choose')}
        </Text>
      ) : null}
    </RadioGroup>
  );
});

function problemText(problem: QueueActionProblem, t: TFunction<'console'>): string {
  switch (problem.kind) {
    case 'holder_changed':
      return problem.holder
        ? t('manager.essaysQueue.problems.holder_changed', { name: problem.holder })
        : t('manager.essaysQueue.problems.holder_changed_nobody');
    case 'reassign_refused':
      return t(`manager.essaysQueue.problems.rules.${problem.rule}`);
    default:
      return t(`manager.essaysQueue.problems.${problem.kind}`);
  }
}
