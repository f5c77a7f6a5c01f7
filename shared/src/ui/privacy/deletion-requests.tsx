import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrivacyDeletion } from '../../contracts/privacy.js';
import { useLocaleFormat } from '../../i18n/format/use-locale-format.js';
import type { Choice, PrivacyStore } from '../../state/privacy-store.js';
import { ResponsiveTable } from '../responsive-table.js';
import { EmptyState, PendingState } from '../states.js';
import { ErasureConfirm } from './erasure-confirm.js';
import './privacy.css';

const removedTotal = (row: PrivacyDeletion) =>
  Object.values(row.removed).reduce((sum, count) => sum + (count ?? 0), 0);

/** The certificate's button, or why there is none yet; shared by the list and the student panel. */
export const CertificateButton = observer(function CertificateButton({
  store,
  deletion,
}: {
  store: PrivacyStore;
  deletion: PrivacyDeletion;
}) {
  const { t } = useTranslation('common');
  if (!deletion.certificate_ready)
    return <span className="lt-hint">{t(`privacy.deletions.status.${deletion.status}`)}</span>;
  const what = `certificate:${deletion.id}`;
  return (
    <span className="lt-privacy-download">
      <button
        type="button"
        className="lt-button lt-button--secondary"
        disabled={store.downloading === what}
        onClick={() => void store.downloadCertificate(deletion.id)}
        aria-label={t('privacy.deletions.certificateOf', { id: deletion.id })}
      >
        {t('privacy.deletions.certificate')}
      </button>
      {store.downloadFailed === what ? (
        <span className="lt-field-error" role="alert">
          {t('privacy.downloadFailed')}
        </span>
      ) : null}
    </span>
  );
});

/**
 * A district's deletion requests, newest first, each followed until it is done with its
 * certificate to download; and a whole school's erasure at the end of its contract.
 */
export const DeletionRequests = observer(function DeletionRequests({
  store,
  schoolErasure = false,
}: {
  store: PrivacyStore;
  /** A whole school's erasure is a superuser's to ask for (a contract ends with Lantern, not its district). */
  schoolErasure?: boolean;
}) {
  const { t } = useTranslation('common');
  const format = useLocaleFormat();
  const [schoolId, setSchoolId] = useState('');
  const [confirming, setConfirming] = useState<Choice | null>(null);
  const schools = store.schools;
  const nameOf = (row: PrivacyDeletion) =>
    row.scope === 'student'
      ? t('privacy.deletions.student', { id: row.target_id })
      : t('privacy.deletions.school', {
          name: schools.find((school) => school.id === row.target_id)?.name ?? `#${row.target_id}`,
        });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const school = schools.find((choice) => String(choice.id) === schoolId);
    if (school) setConfirming(school);
  };
  const rows = store.districtDeletions;
  return (
    <div className="lt-privacy-deletions">
      {store.deletionsState !== 'loaded' && rows.length === 0 ? (
        <PendingState failed={store.deletionsState === 'error'} onRetry={store.retryDistrict} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('privacy.deletions.none')} headingLevel={3} />
      ) : (
        <ResponsiveTable
          className="lt-privacy-table"
          caption={t('privacy.deletions.caption')}
          rows={rows}
          rowKey={(row) => String(row.id)}
          keyColumn={{ id: 'what', header: t('privacy.deletions.what'), cell: nameOf }}
          columns={[
            {
              id: 'status',
              header: t('privacy.deletions.statusHeader'),
              cell: (row) => (
                <span className={`lt-privacy-status lt-privacy-status--${row.status}`}>
                  {t(`privacy.deletions.status.${row.status}`)}
                </span>
              ),
            },
            {
              id: 'requested',
              header: t('privacy.deletions.requested'),
              cell: (row) => format.dateTime(row.requested_at),
            },
            {
              id: 'finished',
              header: t('privacy.deletions.finished'),
              cell: (row) => (row.finished_at ? format.dateTime(row.finished_at) : '—'),
            },
            {
              id: 'removed',
              header: t('privacy.deletions.removed'),
              numeric: true,
              cell: (row) => removedTotal(row),
            },
            {
              id: 'certificate',
              header: t('privacy.deletions.certificateHeader'),
              cell: (row) => <CertificateButton store={store} deletion={row} />,
            },
          ]}
        />
      )}
      {schoolErasure && schools.length > 0 ? (
        <form className="lt-privacy-school" onSubmit={submit}>
          <label className="lt-field">
            <span className="lt-label">{t('privacy.deletions.schoolLabel')}</span>
            <select
              className="lt-input"
              value={schoolId}
              onChange={(event) => setSchoolId(event.target.value)}
            >
              <option value="">{t('privacy.deletions.chooseSchool')}</option>
              {schools.map((school) => (
                <option key={school.id} value={school.id}>
                  {school.name}
                </option>
              ))}
            </select>
          </label>
          <button
            type="submit"
            className="lt-button lt-button--secondary"
            disabled={!schoolId || store.requesting}
          >
            {t('privacy.deletions.eraseSchool')}
          </button>
        </form>
      ) : null}
      {store.requestFailure?.scope === 'school' ? (
        <p className="lt-field-error" role="alert">
          {t('privacy.deletions.requestFailed', { reason: store.requestFailure.reason })}
        </p>
      ) : null}
      <ErasureConfirm
        isOpen={confirming !== null}
        title={t('privacy.confirm.schoolTitle', { name: confirming?.name ?? '' })}
        onCancel={() => setConfirming(null)}
        onConfirm={() => {
          const school = confirming!;
          setConfirming(null);
          setSchoolId('');
          void store.requestDeletion('school', school.id);
        }}
      />
    </div>
  );
});
