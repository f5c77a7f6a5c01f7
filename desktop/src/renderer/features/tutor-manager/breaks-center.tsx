import type { BreakDecisionRecord, BreakRequestItem } from '@lantern/shared/contracts/breaks';
import { SHIFT_STATE_IDS } from '@lantern/shared/domain/shifts/shift-constants';
import { EmptyState, PendingState } from '@lantern/shared/ui/states';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ConsoleTable } from '../../app/console-table.js';
import { NotFoundPage } from '../../app/not-found-page.js';
import { PageHeader } from '../../app/page-header.js';
import { RoutedTabs } from '../../app/routed-tabs.js';
import { useStores } from '../../app/stores-context.js';
import { BREAKS_TABS, type BreaksTab } from '../../stores/breaks-center-store.js';
import { useLocaleFormat } from '../../app/use-locale-format.js';
import './breaks-center.css';

const BIO_STATE_KEYS: Readonly<Record<number, string>> = {
  [SHIFT_STATE_IDS.BIO_BREAK_LATE]: 'late',
  [SHIFT_STATE_IDS.ON_HOLD_FOR_NEW_ACTIVITY]: 'onHold',
  [SHIFT_STATE_IDS.BIO_BREAK_ACTIVE]: 'active',
};

const fullName = (user: { first_name: string; last_name: string }) => `${user.first_name} ${user.last_name}`;

/** The managers' breaks center: meal and rest requests to decide, and who is on a bio break. */
export const BreaksCenter = observer(function BreaksCenter() {
  const { breaksCenter } = useStores();
  const { t } = useTranslation('console');
  // The spec's paths: breaks-center/meal-breaks, rest-breaks, bio-breaks.
  const { tab } = useParams();
  const current = BREAKS_TABS.find((name) => `${name}-breaks` === tab);
  usePageTitle(t('manager.breaks.title'));
  useEffect(() => breaksCenter.open(), [breaksCenter]);
  if (!current) return <NotFoundPage />;
  return (
    <div className="console-page">
      <PageHeader eyebrow={t('manager.services')} title={t('manager.breaks.title')} />
      <RoutedTabs
        label={t('manager.breaks.tabsLabel')}
        selected={current}
        tabs={BREAKS_TABS.map((name) => ({
          id: name,
          path: `${name}-breaks`,
          label: (
            <>
              {t(`manager.breaks.tabs.${name}`)}
              {name !== 'bio' && breaksCenter.state(name) === 'loaded' && (
                <span className="console-pill breaks-center__count">{breaksCenter.pending(name).length}</span>
              )}
            </>
          ),
        }))}
        panel={(name) => <BreaksPanel tab={name} />}
      />
    </div>
  );
});

const BreaksPanel = observer(function BreaksPanel({ tab }: { tab: BreaksTab }) {
  const { breaksCenter } = useStores();
  const { t } = useTranslation('console');
  const titleId = useId();
  return (
    <section className="console-panel breaks-center" aria-labelledby={titleId}>
      <h2 id={titleId} className="console-panel__title">
        {t(`manager.breaks.tabs.${tab}`)}
      </h2>
      {breaksCenter.notice && (
        <div className="lt-alert lt-alert--error breaks-center__notice" role="alert">
          <p>{t(`manager.breaks.notice.${breaksCenter.notice}`)}</p>
          <button
            type="button"
            className="lt-button lt-button--ghost"
            onClick={() => breaksCenter.dismissNotice()}
          >
            {t('manager.breaks.dismiss')}
          </button>
        </div>
      )}
      {breaksCenter.state(tab) !== 'loaded' ? (
        <PendingState
          failed={breaksCenter.state(tab) === 'error'}
          onRetry={() => void breaksCenter.load(tab)}
        />
      ) : tab === 'bio' ? (
        <BioBreaksTable />
      ) : (
        <>
          <RequestsTable kind={tab} />
          <DecisionsRecord kind={tab} />
        </>
      )}
    </section>
  );
});

const RequestsTable = observer(function RequestsTable({ kind }: { kind: 'meal' | 'rest' }) {
  const { breaksCenter } = useStores();
  const { t } = useTranslation('console');
  const { time } = useLocaleFormat();
  const rows = breaksCenter.pending(kind);
  // Read here, not in the cells: the table renders them outside this observer's tracking.
  const deciding = breaksCenter.deciding;
  if (rows.length === 0) {
    return (
      <EmptyState title={t(`manager.breaks.empty.${kind}`)} description={t('manager.breaks.emptyHint')} />
    );
  }
  const decideButton = (request: BreakRequestItem, decision: 'approve' | 'reject') => (
    <button
      type="button"
      className={`lt-button ${decision === 'approve' ? 'lt-button--primary' : 'lt-button--secondary'}`}
      disabled={deciding !== null}
      aria-busy={deciding === request.id}
      aria-label={t(`manager.breaks.${decision}Label`, { name: fullName(request.user) })}
      onClick={() => void breaksCenter.decide(request, decision)}
    >
      {t(`manager.breaks.${decision}`)}
    </button>
  );
  return (
    <ConsoleTable
      caption={t(`manager.breaks.caption.${kind}`)}
      rows={rows}
      rowKey={(request) => String(request.id)}
      keyColumn={{ id: 'tutor', header: t('manager.breaks.columns.tutor'), cell: (r) => fullName(r.user) }}
      columns={[
        {
          id: 'break',
          header: t('manager.breaks.columns.break'),
          cell: (r) => `${time(r.start_time)}–${r.end_time === null ? '' : time(r.end_time)}`,
        },
        {
          id: 'shift',
          header: t('manager.breaks.columns.shift'),
          cell: (r) => `${time(r.shift.start_time)}–${time(r.shift.end_time)}`,
        },
        { id: 'requested', header: t('manager.breaks.columns.requested'), cell: (r) => time(r.requested_at) },
        {
          id: 'actions',
          header: t('manager.breaks.columns.actions'),
          cell: (r) => (
            <span className="breaks-center__actions">
              {decideButton(r, 'approve')}
              {decideButton(r, 'reject')}
            </span>
          ),
        },
      ]}
    />
  );
});

/** What was approved or refused on this kind of break, by whom and when, with an undo until the break begins. */
const DecisionsRecord = observer(function DecisionsRecord({ kind }: { kind: 'meal' | 'rest' }) {
  const { breaksCenter } = useStores();
  const { t } = useTranslation('console');
  const { time } = useLocaleFormat();
  const titleId = useId();
  const rows = breaksCenter.decided(kind);
  // Read here, not in the cells: the table renders them outside this observer's tracking.
  const deciding = breaksCenter.deciding;
  const who = (person: BreakDecisionRecord['decided_by']) =>
    person ? fullName(person) : t('manager.breaks.record.someone');
  return (
    <section className="breaks-center__record" aria-labelledby={titleId}>
      <h3 id={titleId} className="breaks-center__record-title">
        {t('manager.breaks.record.title')}
      </h3>
      {rows.length === 0 ? (
        <p className="console-muted">{t('manager.breaks.record.empty')}</p>
      ) : (
        <ConsoleTable
          caption={t(`manager.breaks.record.caption.${kind}`)}
          rows={rows}
          rowKey={(r) => `${r.break_id}-${r.decided_at}-${r.decision}`}
          keyColumn={{
            id: 'tutor',
            header: t('manager.breaks.columns.tutor'),
            cell: (r) => fullName(r.user),
          }}
          columns={[
            {
              id: 'break',
              header: t('manager.breaks.columns.break'),
              cell: (r) => `${time(r.start_time)}–${r.end_time === null ? '' : time(r.end_time)}`,
            },
            {
              id: 'decision',
              header: t('manager.breaks.columns.actions'),
              cell: (r) => (
                <span className={`console-pill console-pill--${r.decision === 'approved' ? 'on' : 'off'}`}>
                  {t(`manager.breaks.record.${r.decision}`)}
                </span>
              ),
            },
            { id: 'by', header: t('manager.breaks.record.by'), cell: (r) => who(r.decided_by) },
            { id: 'at', header: t('manager.breaks.record.at'), cell: (r) => time(r.decided_at) },
            {
              id: 'undo',
              header: t('manager.breaks.record.undoColumn'),
              cell: (r) =>
                r.undone ? (
                  t('manager.breaks.record.undone', { name: who(r.undone.by), time: time(r.undone.at) })
                ) : r.can_undo ? (
                  <button
                    type="button"
                    className="lt-button lt-button--ghost"
                    disabled={deciding !== null}
                    aria-busy={deciding === r.break_id}
                    aria-label={t('manager.breaks.record.undoLabel', { name: fullName(r.user) })}
                    onClick={() => void breaksCenter.undo(r)}
                  >
                    {t('manager.breaks.record.undo')}
                  </button>
                ) : (
                  '—'
                ),
            },
          ]}
        />
      )}
    </section>
  );
});

const BioBreaksTable = observer(function BioBreaksTable() {
  const { breaksCenter } = useStores();
  const { t } = useTranslation('console');
  const { time } = useLocaleFormat();
  const rows = breaksCenter.bioBreaks;
  if (rows.length === 0) {
    return <EmptyState title={t('manager.breaks.empty.bio')} description={t('manager.breaks.emptyHint')} />;
  }
  return (
    <ConsoleTable
      caption={t('manager.breaks.caption.bio')}
      rows={rows}
      rowKey={(row) => String(row.shift_id)}
      keyColumn={{ id: 'tutor', header: t('manager.breaks.columns.tutor'), cell: (r) => fullName(r.user) }}
      columns={[
        {
          id: 'state',
          header: t('manager.breaks.columns.state'),
          cell: (r) => t(`manager.breaks.bioState.${BIO_STATE_KEYS[r.state_id] ?? 'active'}`),
        },
        {
          id: 'since',
          header: t('manager.breaks.columns.since'),
          cell: (r) => (r.started_at === null ? '—' : time(r.started_at)),
        },
      ]}
    />
  );
});
