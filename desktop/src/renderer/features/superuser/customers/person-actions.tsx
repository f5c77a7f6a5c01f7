import type { AdministeredUser } from '@lantern/shared/contracts/customer-users';
import { isErasedAccount } from '@lantern/shared/domain/privacy/erased';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleDialog } from '../../../app/console-dialog.js';
import { showToast } from '../../../app/console-toasts.js';
import { fullName, type PersonActions } from '../../../stores/people-store.js';
import '../superuser-moderation.css';

/** Each thing done to a person, said once as a toast. */
export function usePersonNotices(actions: PersonActions): void {
  const { t } = useTranslation('console');
  useEffect(() => {
    if (!actions.notice) return;
    showToast({
      title: t(`superuser.admin.people.notices.${actions.notice.kind}`, { name: actions.notice.name }),
      tone: actions.notice.kind === 'failed' ? 'error' : 'success',
    });
  }, [actions.notice, t]);
}

/** Active or deactivated, as a pill. */
export function PersonStatus({ person }: { person: AdministeredUser }) {
  const { t } = useTranslation('console');
  return (
    <span className={`console-pill ${person.status === 'active' ? 'console-pill--on' : ''}`}>
      {t(`superuser.admin.people.statuses.${person.status}`)}
    </span>
  );
}

/**
 * A set-password link (for someone with an e-mail address), and deactivating or reactivating.
 * Deactivating asks first: the person is signed out at once, though nothing of theirs is deleted.
 */
export const PersonActionButtons = observer(function PersonActionButtons({
  actions,
  person,
}: {
  actions: PersonActions;
  person: AdministeredUser;
}) {
  const { t } = useTranslation('console');
  const [confirming, setConfirming] = useState(false);
  const stakesId = useId();
  const name = fullName(person);
  const busy = actions.acting !== null;
  const active = person.status === 'active';
  const deactivate = async () => {
    await actions.setActive(person, false);
    setConfirming(false);
  };
  if (isErasedAccount(person.username))
    return <p className="lt-hint">{t('superuser.admin.people.erased')}</p>;
  return (
    <div className="customers-actions">
      {person.email ? (
        <button
          type="button"
          className="lt-button lt-button--secondary"
          disabled={busy}
          aria-label={t('superuser.admin.people.sendLinkLabel', { name })}
          onClick={() => void actions.sendPasswordLink(person)}
        >
          {t('superuser.admin.people.sendLink')}
        </button>
      ) : null}
      {/* Keyed apart: one button swapped for the other, not restyled, so no colour fades between them. */}
      {active ? (
        <button
          key="deactivate"
          type="button"
          className="lt-button moderation__danger-button"
          disabled={busy}
          aria-label={t('superuser.admin.people.deactivateLabel', { name })}
          onClick={() => setConfirming(true)}
        >
          {t('superuser.admin.people.deactivate')}
        </button>
      ) : (
        <button
          key="reactivate"
          type="button"
          className="lt-button lt-button--secondary"
          disabled={busy}
          aria-label={t('superuser.admin.people.reactivateLabel', { name })}
          onClick={() => void actions.setActive(person, true)}
        >
          {t('superuser.admin.people.reactivate')}
        </button>
      )}
      <ConsoleDialog
        title={t('superuser.admin.people.confirmTitle', { name })}
        isOpen={confirming}
        onClose={() => setConfirming(false)}
        role="alertdialog"
        describedBy={stakesId}
      >
        <p id={stakesId}>{t('superuser.admin.people.confirmText')}</p>
        <div className="console-dialog__actions">
          <button
            type="button"
            className="lt-button lt-button--secondary"
            onClick={() => setConfirming(false)}
          >
            {t('superuser.admin.cancel')}
          </button>
          <button
            type="button"
            className="lt-button moderation__danger-button"
            disabled={busy}
            onClick={() => void deactivate()}
          >
            {t('superuser.admin.people.confirmDeactivate')}
          </button>
        </div>
      </ConsoleDialog>
    </div>
  );
});
