import type { RosterCounts, RosterImportFile } from '@lantern/shared/contracts/rostering';
import { ROSTER_KINDS, type RosterKind } from '@lantern/shared/domain/rostering/roster-records';
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Label, ProgressBar } from 'react-aria-components';
import { ConsoleDialog } from '../../../app/console-dialog.js';
import { ConsolePanel } from '../../../app/console-panel.js';
import { ConsoleTable } from '../../../app/console-table.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';
import type { RosteringStore } from '../../../stores/rostering-store.js';
import { RefusedRowsTable } from './refused-rows-table.js';
import { StatusPill } from './status-pill.js';
import { SyncStop } from './sync-stop.js';

const COUNTS = ['create', 'update', 'deactivate', 'unchanged'] as const;

/** The import on screen: what it is, what it changes (or changed), its progress, and its refused rows. */
export const RosterImportPanel = observer(function RosterImportPanel({ store }: { store: RosteringStore }) {
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
  const [confirming, setConfirming] = useState(false);
  const stakesId = useId();
  const current = store.current;
  if (!current) return null;
  const counts = current.result ?? current.preview;
  const apply = () => {
    if (store.deactivations > 0) setConfirming(true);
    else void store.apply();
  };
  const wholeFileRefused = current.status === 'refused';
  return (
    <ConsolePanel id="roster-import-title" title={t('superuser.rostering.preview.title')}>
      <dl className="rostering__facts">
        <div>
          <dt>{t('superuser.rostering.preview.district')}</dt>
          <dd>{current.district?.name ?? t('superuser.rostering.preview.noDistrict')}</dd>
        </div>
        <div>
          <dt>
            {t(current.sync ? 'superuser.rostering.preview.source' : 'superuser.rostering.preview.file')}
          </dt>
          <dd>{current.file_name}</dd>
        </div>
        <div>
          <dt>
            {t(current.sync ? 'superuser.rostering.preview.started' : 'superuser.rostering.preview.uploaded')}
          </dt>
          <dd>
            {t('superuser.rostering.preview.uploadedBy', {
              name: `${current.uploaded_by.first_name} ${current.uploaded_by.last_name}`,
              date: format.date(new Date(current.uploaded_at * 1000)),
            })}
          </dd>
        </div>
        <div>
          <dt>{t('superuser.rostering.preview.status')}</dt>
          <dd>
            <StatusPill status={current.status} />
          </dd>
        </div>
      </dl>

      {current.status === 'syncing' ? (
        <p className="console-muted" role="status">
          {t('superuser.rostering.progress.syncing')}
        </p>
      ) : null}
      <SyncStop store={store} />
      {counts ? <CountsTable counts={counts} applied={current.result !== null} /> : null}
      <Progress store={store} />
      {current.status === 'failed' && current.error ? (
        <p className="rostering__error">
          {t('superuser.rostering.progress.failed', { error: current.error })}
        </p>
      ) : null}
      {current.status === 'applied' && current.finished_at ? (
        <p className="rostering__done">
          {t('superuser.rostering.progress.applied', {
            date: format.date(new Date(current.finished_at * 1000)),
          })}
        </p>
      ) : null}
      {store.canApply ? (
        <div className="rostering__actions">
          <Button className="lt-button lt-button--primary" isDisabled={store.applying} onPress={apply}>
            {current.status === 'failed'
              ? t('superuser.rostering.preview.applyAgain')
              : t('superuser.rostering.preview.apply')}
          </Button>
          {current.refused_total > 0 ? (
            <p className="console-muted">{t('superuser.rostering.preview.refusedNote')}</p>
          ) : null}
        </div>
      ) : null}
      {wholeFileRefused ? (
        <p className="rostering__error">{t('superuser.rostering.preview.refusedWhole')}</p>
      ) : null}

      <FilesTable files={current.files} />

      <h3 className="rostering__subtitle">{t('superuser.rostering.refusals.title')}</h3>
      {current.refused_total === 0 ? (
        <p className="console-muted">{t('superuser.rostering.refusals.none')}</p>
      ) : (
        <>
          {current.refused_total > store.refusals.length ? (
            <p className="console-muted">
              {t('superuser.rostering.refusals.more', {
                shown: format.number(store.refusals.length),
                total: format.number(current.refused_total),
              })}
            </p>
          ) : null}
          <RefusedRowsTable store={store} />
        </>
      )}

      <ConsoleDialog
        title={t('superuser.rostering.preview.confirmTitle', { count: store.deactivations })}
        isOpen={confirming}
        onClose={() => setConfirming(false)}
        role="alertdialog"
        describedBy={stakesId}
      >
        <p id={stakesId}>{t('superuser.rostering.preview.confirmText')}</p>
        <div className="console-dialog__actions">
          <button
            type="button"
            className="lt-button lt-button--secondary"
            onClick={() => setConfirming(false)}
          >
            {t('superuser.rostering.preview.cancel')}
          </button>
          <button
            type="button"
            className="lt-button lt-button--primary"
            onClick={() => {
              setConfirming(false);
              void store.apply();
            }}
          >
            {t('superuser.rostering.preview.confirmApply')}
          </button>
        </div>
      </ConsoleDialog>
    </ConsolePanel>
  );
});

function CountsTable({ counts, applied }: { counts: RosterCounts; applied: boolean }) {
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
  return (
    <ConsoleTable<RosterKind>
      caption={t(
        applied ? 'superuser.rostering.preview.resultCaption' : 'superuser.rostering.preview.countsCaption',
      )}
      showCaption
      className="rostering__counts"
      rows={ROSTER_KINDS}
      rowKey={(kind) => kind}
      keyColumn={{
        id: 'kind',
        header: t('superuser.rostering.preview.columns.kind'),
        cell: (kind) => t(`superuser.rostering.preview.kinds.${kind}`),
      }}
      columns={COUNTS.map((count) => ({
        id: count,
        header: t(`superuser.rostering.preview.columns.${count}`),
        numeric: true,
        cell: (kind: RosterKind) => format.number(counts[kind][count]),
      }))}
    />
  );
}

function FilesTable({ files }: { files: RosterImportFile[] }) {
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
  if (files.length === 0) return null;
  const header = (key: string) => t(`superuser.rostering.preview.fileColumns.${key}`);
  return (
    <ConsoleTable<RosterImportFile>
      caption={t('superuser.rostering.preview.filesCaption')}
      showCaption
      rows={files}
      rowKey={(file) => file.name}
      keyColumn={{ id: 'name', header: header('name'), cell: (file) => file.name }}
      columns={[
        {
          id: 'mode',
          header: header('mode'),
          cell: (file) => t(`superuser.rostering.preview.modes.${file.mode}`),
        },
        { id: 'rows', header: header('rows'), numeric: true, cell: (file) => format.number(file.rows) },
        {
          id: 'refused',
          header: header('refused'),
          numeric: true,
          cell: (file) => format.number(file.refused),
        },
      ]}
    />
  );
}

/** How far the apply has gone: the phase, and the records written of all it writes. */
const Progress = observer(function Progress({ store }: { store: RosteringStore }) {
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
  const current = store.current;
  if (!current || (current.status !== 'queued' && current.status !== 'applying')) return null;
  const progress = current.progress;
  const total = progress?.total || store.plannedChanges || 1;
  return (
    <ProgressBar
      className="rostering__progress"
      value={progress?.processed ?? 0}
      maxValue={total}
      valueLabel={t('superuser.rostering.progress.counted', {
        processed: format.number(progress?.processed ?? 0),
        total: format.number(total),
      })}
    >
      {({ percentage, valueText }) => (
        <>
          <Label className="rostering__progress-label">
            {progress
              ? t(`superuser.rostering.progress.phases.${progress.phase}`)
              : t('superuser.rostering.progress.label')}
          </Label>
          <span className="rostering__progress-value">{valueText}</span>
          <div className="rostering__progress-track">
            <div className="rostering__progress-fill" style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </ProgressBar>
  );
});
