import type { RosterImport } from '@lantern/shared/contracts/rostering';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { ConsolePanel } from '../../../app/console-panel.js';
import { ConsoleTable } from '../../../app/console-table.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';
import type { RosteringStore } from '../../../stores/rostering-store.js';
import { StatusPill } from './status-pill.js';

/** The latest imports, newest first; any one opens on the page. */
export const RecentImports = observer(function RecentImports({ store }: { store: RosteringStore }) {
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
  const label = (key: string) => t(`superuser.rostering.recent.columns.${key}`);
  return (
    <ConsolePanel id="roster-recent-title" title={t('superuser.rostering.recent.title')}>
      {store.imports.length === 0 ? (
        <p className="console-muted">{t('superuser.rostering.recent.none')}</p>
      ) : (
        <ConsoleTable<RosterImport>
          caption={t('superuser.rostering.recent.caption')}
          rows={store.imports}
          rowKey={(row) => String(row.id)}
          keyColumn={{ id: 'file', header: label('file'), cell: (row) => row.file_name }}
          columns={[
            {
              id: 'uploaded',
              header: label('uploaded'),
              cell: (row) => format.date(new Date(row.uploaded_at * 1000)),
            },
            { id: 'district', header: label('district'), cell: (row) => row.district?.name ?? '—' },
            { id: 'status', header: label('status'), cell: (row) => <StatusPill status={row.status} /> },
            {
              id: 'action',
              header: label('action'),
              cell: (row) =>
                row.id === store.current?.id ? (
                  <span className="console-muted">{t('superuser.rostering.recent.shown')}</span>
                ) : (
                  <Button
                    className="lt-button lt-button--secondary"
                    aria-label={t('superuser.rostering.recent.openLabel', { file: row.file_name })}
                    onPress={() => void store.open(row.id)}
                  >
                    {t('superuser.rostering.recent.open')}
                  </Button>
                ),
            },
          ]}
        />
      )}
    </ConsolePanel>
  );
});
