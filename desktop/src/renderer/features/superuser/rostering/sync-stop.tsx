import type { RosterStop } from '@lantern/shared/contracts/rostering';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { ConsoleTable } from '../../../app/console-table.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';
import type { RosteringStore } from '../../../stores/rostering-store.js';

type StoppedSchool = RosterStop['schools'][number];

/**
 * A sync stopped by the safety rule: the schools it would deactivate more than the source's share
 * of, with their counts, and the decision (apply it, or leave it unapplied). Once decided, the
 * counts stay as the record of what was decided on.
 */
export const SyncStop = observer(function SyncStop({ store }: { store: RosteringStore }) {
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
  const current = store.current;
  const stop = current?.stop;
  if (!current || !stop) return null;
  const waiting = current.status === 'needs_approval';
  const label = (key: string) => t(`superuser.rostering.stop.columns.${key}`);
  return (
    <section className="rostering__stop" aria-labelledby="roster-stop-title">
      <h3 id="roster-stop-title" className="rostering__subtitle">
        {waiting ? t('superuser.rostering.stop.title') : t('superuser.rostering.stop.decidedTitle')}
      </h3>
      <p>{t('superuser.rostering.stop.text', { share: format.percent(stop.max_share) })}</p>
      <ConsoleTable<StoppedSchool>
        caption={t('superuser.rostering.stop.caption')}
        rows={stop.schools}
        rowKey={(school) => school.sourced_id}
        keyColumn={{ id: 'school', header: label('school'), cell: (school) => school.name }}
        columns={[
          {
            id: 'active',
            header: label('active'),
            numeric: true,
            cell: (school) => format.number(school.active),
          },
          {
            id: 'deactivating',
            header: label('deactivating'),
            numeric: true,
            cell: (school) => format.number(school.deactivating),
          },
          {
            id: 'share',
            header: label('share'),
            numeric: true,
            cell: (school) => format.percent(school.active === 0 ? 0 : school.deactivating / school.active),
          },
        ]}
      />
      {waiting ? (
        <div className="rostering__actions">
          <Button
            className="lt-button lt-button--primary"
            isDisabled={!store.canDecide}
            onPress={() => void store.approve()}
          >
            {t('superuser.rostering.stop.approve')}
          </Button>
          <Button
            className="lt-button lt-button--secondary"
            isDisabled={!store.canDecide}
            onPress={() => void store.discard()}
          >
            {t('superuser.rostering.stop.discard')}
          </Button>
        </div>
      ) : null}
    </section>
  );
});
