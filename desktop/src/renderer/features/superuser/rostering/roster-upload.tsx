import { observer } from 'mobx-react-lite';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsolePanel } from '../../../app/console-panel.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';
import type { RosteringStore } from '../../../stores/rostering-store.js';

/** Choose a district's export and have it read: the preview replaces what the page shows. */
export const RosterUpload = observer(function RosterUpload({ store }: { store: RosteringStore }) {
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
  const [file, setFile] = useState<File | null>(null);
  const inputId = useId();
  const hintId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (file) void store.upload(file);
  };
  return (
    <ConsolePanel id="roster-upload-title" title={t('superuser.rostering.upload.title')}>
      <p id={hintId} className="console-muted rostering__hint">
        {t('superuser.rostering.upload.hint')}
      </p>
      <form className="rostering__upload" onSubmit={submit}>
        <label className="lt-field" htmlFor={inputId}>
          <span className="lt-label">{t('superuser.rostering.upload.file')}</span>
          <input
            id={inputId}
            className="lt-input console-input rostering__file"
            type="file"
            accept=".zip,application/zip"
            aria-describedby={hintId}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </label>
        <button type="submit" className="lt-button lt-button--primary" disabled={!file || store.uploading}>
          {store.uploading ? t('superuser.rostering.upload.reading') : t('superuser.rostering.upload.read')}
        </button>
        {store.uploading && store.uploadSent < 1 ? (
          <span className="console-muted" role="status">
            {t('superuser.rostering.upload.sent', { percent: format.percent(store.uploadSent) })}
          </span>
        ) : null}
      </form>
    </ConsolePanel>
  );
});
