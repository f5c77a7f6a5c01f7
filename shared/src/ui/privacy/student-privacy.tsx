import { observer } from 'mobx-react-lite';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '../../i18n/format/use-locale-format.js';
import type { PrivacyStore } from '../../state/privacy-store.js';
import { ResponsiveTable } from '../responsive-table.js';
import { EmptyState, PendingState } from '../states.js';
import { CertificateButton } from './deletion-requests.js';
import { ErasureConfirm } from './erasure-confirm.js';
import './privacy.css';

/** Picks a student by their Lantern id (the id the certificate and the district's records share). */
const StudentPicker = observer(function StudentPicker({ store }: { store: PrivacyStore }) {
  const { t } = useTranslation('common');
  const [text, setText] = useState(store.studentId?.toString() ?? '');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = Number(text.trim());
    const valid = /^\d+$/.test(text.trim()) && id > 0;
    setInvalid(!valid);
    if (valid) store.openStudent(id);
  };
  return (
    <form className="lt-privacy-student-picker" role="search" onSubmit={submit} noValidate>
      <label className="lt-field">
        <span className="lt-label">{t('privacy.student.idLabel')}</span>
        <input
          className="lt-input"
          name="student"
          inputMode="numeric"
          value={text}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? 'privacy-student-error' : undefined}
          onChange={(event) => setText(event.target.value)}
        />
        {invalid ? (
          <span id="privacy-student-error" className="lt-field-error">
            {t('privacy.student.idInvalid')}
          </span>
        ) : null}
      </label>
      <button type="submit" className="lt-button lt-button--secondary">
        {t('privacy.student.open')}
      </button>
    </form>
  );
});

/** A student picked by their Lantern id, then their privacy below. */
export const StudentPrivacy = observer(function StudentPrivacy({ store }: { store: PrivacyStore }) {
  return (
    <div className="lt-privacy-student">
      {/* Opened on a student from elsewhere (a link), the field shows who. */}
      <StudentPicker key={store.studentId ?? 'none'} store={store} />
      <StudentDetails store={store} />
    </div>
  );
});

/** One student's privacy: their data export, their erasure with its progress, and who opened their records. */
const StudentDetails = observer(function StudentDetails({ store }: { store: PrivacyStore }) {
  const { t } = useTranslation('common');
  const format = useLocaleFormat();
  const [confirming, setConfirming] = useState(false);
  const studentId = store.studentId;
  if (studentId === null) return <p className="lt-hint">{t('privacy.student.pick')}</p>;
  const deletion = store.studentDeletion;
  const exportKey = `export:${studentId}`;
  return (
    <div className="lt-privacy-student">
      <h3 className="lt-privacy-student__title">{t('privacy.student.title', { id: studentId })}</h3>
      <div className="lt-privacy-actions">
        <button
          type="button"
          className="lt-button lt-button--secondary"
          disabled={store.downloading === exportKey || deletion?.status === 'done'}
          onClick={() => void store.downloadExport(studentId)}
        >
          {t('privacy.student.export')}
        </button>
        {deletion ? (
          <span className="lt-privacy-deletion-state" role="status">
            {t(`privacy.student.deletion.${deletion.status}`, { id: deletion.id })}{' '}
            {deletion.certificate_ready ? <CertificateButton store={store} deletion={deletion} /> : null}
          </span>
        ) : (
          <button
            type="button"
            className="lt-button lt-button--danger"
            disabled={store.requesting}
            onClick={() => setConfirming(true)}
          >
            {t('privacy.student.erase')}
          </button>
        )}
      </div>
      {store.downloadFailed === exportKey ? (
        <p className="lt-field-error" role="alert">
          {t('privacy.downloadFailed')}
        </p>
      ) : null}
      {store.requestFailure?.scope === 'student' ? (
        <p className="lt-field-error" role="alert">
          {t('privacy.student.requestFailed', { reason: store.requestFailure.reason })}
        </p>
      ) : null}
      <h4 className="lt-privacy-student__subtitle">{t('privacy.access.title')}</h4>
      {store.accessLogState !== 'loaded' ? (
        <PendingState
          failed={store.accessLogState === 'error'}
          onRetry={() => store.openStudent(studentId)}
        />
      ) : store.accessLog.length === 0 ? (
        <EmptyState title={t('privacy.access.none')} headingLevel={4} />
      ) : (
        <ResponsiveTable
          className="lt-privacy-table"
          caption={t('privacy.access.caption', { id: studentId })}
          rows={store.accessLog.map((entry, index) => ({ ...entry, index }))}
          rowKey={(entry) => String(entry.index)}
          keyColumn={{
            id: 'at',
            header: t('privacy.access.when'),
            cell: (entry) => format.dateTime(entry.at),
          }}
          columns={[
            { id: 'who', header: t('privacy.access.who'), cell: (entry) => entry.viewer.name },
            {
              id: 'role',
              header: t('privacy.access.role'),
              cell: (entry) => t(`roles.${entry.viewer.role}`, { defaultValue: entry.viewer.role }),
            },
            {
              id: 'what',
              header: t('privacy.access.what'),
              cell: (entry) => t(`privacy.access.reads.${entry.what}`),
            },
          ]}
        />
      )}
      <ErasureConfirm
        isOpen={confirming}
        title={t('privacy.confirm.studentTitle', { id: studentId })}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void store.requestDeletion('student', studentId);
        }}
      />
    </div>
  );
});
