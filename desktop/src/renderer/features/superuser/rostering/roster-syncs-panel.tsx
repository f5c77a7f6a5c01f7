import type { RosterSync } from '@lantern/shared/contracts/roster-syncs';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { Link } from 'react-router';
import { ConsolePanel } from '../../../app/console-panel.js';
import { ConsoleTable } from '../../../app/console-table.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';
import type { RosterSyncsStore } from '../../../stores/roster-syncs-store.js';
import { RosterSyncForm, SCHEDULES } from './roster-sync-form.js';
import { StatusPill } from './status-pill.js';

/** The district roster APIs: each with its schedule and last run, synced now on demand; a new one added below. */
export const RosterSyncsPanel = observer(function RosterSyncsPanel({ store }: { store: RosterSyncsStore }) {
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
  const label = (key: string) => t(`superuser.rostering.syncs.columns.${key}`);
  return (
    <ConsolePanel id="roster-syncs-title" title={t('superuser.rostering.syncs.title')}>
      <p className="console-muted rostering__hint">{t('superuser.rostering.syncs.hint')}</p>
      {store.syncs.length === 0 ? (
        <p className="console-muted">{t('superuser.rostering.syncs.none')}</p>
      ) : (
        <ConsoleTable<RosterSync>
          caption={t('superuser.rostering.syncs.caption')}
          rows={store.syncs}
          rowKey={(row) => String(row.id)}
          keyColumn={{ id: 'name', header: label('name'), cell: (row) => row.name }}
          columns={[
            {
              id: 'kind',
              header: label('kind'),
              cell: (row) => t(`superuser.rostering.syncs.kinds.${row.kind}`),
            },
            {
              id: 'schedule',
              header: label('schedule'),
              cell: (row) =>
                (SCHEDULES as readonly (number | null)[]).includes(row.interval_minutes)
                  ? t(`superuser.rostering.syncs.schedules.${row.interval_minutes ?? 'asked'}`)
                  : t('superuser.rostering.syncs.everyMinutes', { count: row.interval_minutes ?? 0 }),
            },
            {
              id: 'share',
              header: label('share'),
              numeric: true,
              cell: (row) => format.percent(row.max_deactivation_share),
            },
            {
              id: 'last',
              header: label('last'),
              cell: (row) =>
                row.last_run ? (
                  <span className="rostering__last-run">
                    <StatusPill status={row.last_run.status} />
                    <span className="console-muted">{format.date(new Date(row.last_run.at * 1000))}</span>
                    {row.last_run.error ? (
                      <span className="rostering__last-error">
                        {t('superuser.rostering.progress.failed', { error: row.last_run.error })}
                      </span>
                    ) : null}
                  </span>
                ) : (
                  <span className="console-muted">{t('superuser.rostering.syncs.never')}</span>
                ),
            },
            {
              id: 'action',
              header: label('action'),
              cell: (row) => (
                <div className="rostering__row-actions">
                  <Link
                    className="lt-button lt-button--secondary"
                    to={`syncs/${row.id}`}
                    aria-label={t('superuser.rostering.syncs.editLabel', { name: row.name })}
                  >
                    {t('superuser.rostering.syncs.edit')}
                  </Link>
                  <Button
                    className="lt-button lt-button--secondary"
                    isDisabled={store.starting !== null}
                    // The source's name joins what the button shows, so a screen reader's list of buttons tells them apart.
                    aria-label={
                      store.starting === row.id
                        ? undefined
                        : t('superuser.rostering.syncs.syncNowLabel', { name: row.name })
                    }
                    onPress={() => void store.syncNow(row.id)}
                  >
                    {store.starting === row.id
                      ? t('superuser.rostering.syncs.starting')
                      : t('superuser.rostering.syncs.syncNow')}
                  </Button>
                </div>
              ),
            },
          ]}
        />
      )}
      {store.failure && Object.keys(store.failure.fields).length === 0 ? (
        <p className="rostering__error" role="alert">
          {t('superuser.rostering.failures.generic')}
        </p>
      ) : null}
      <RosterSyncForm
        saving={store.saving}
        failure={store.failure}
        title={t('superuser.rostering.syncs.form.title')}
        submitLabel={t('superuser.rostering.syncs.form.add')}
        onSubmit={(body) => store.create({ ...body, secret: body.secret ?? '' })}
      />
    </ConsolePanel>
  );
});
