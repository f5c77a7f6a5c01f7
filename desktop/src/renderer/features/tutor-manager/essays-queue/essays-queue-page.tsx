import type { QueueEssay } from '@lantern/shared/contracts/service';
import type { QueueAction } from '@lantern/shared/domain/essays/essay-queue-actions';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { EmptyState, PendingState } from '@lantern/shared/ui/states';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { PageHeader } from '../../../app/page-header.js';
import { StatTile } from '../../../app/stat-tile.js';
import { useStores } from '../../../app/stores-context.js';
import { VirtualTableSections } from '../../../app/virtual-table-sections.js';
import { fullName, QueueActionDialog } from './queue-action-dialog.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';
import '../../../app/console-menu.css';
import './essays-queue.css';

/** A row's height in the table; a card on a phone is measured as drawn. */
const ROW_HEIGHT = 44;
const features = tableFeatures({});
const column = createColumnHelper<typeof features, QueueEssay>();
const actionsId = (essayId: number) => `essay-actions-${essayId}`;

/**
 * The managers' essays queue (`services/essays-queue`): every open essay in the queue's order
 * (moved to the front first, then soonest due), with its risk and who holds it, in a list that
 * renders only the rows in view (there can be thousands), loading further pages as its end comes
 * near; the essay statistics above it. Both follow the service live. Each essay's actions (release,
 * reassign, move to the front and back) ask first; on a phone each row is a card that still says
 * who has the essay.
 */
export const EssaysQueuePage = observer(function EssaysQueuePage() {
  const { essayQueue } = useStores();
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
  usePageTitle(t('manager.essaysQueue.title'));
  useEffect(() => essayQueue.open(), [essayQueue]);
  const stats = essayQueue.statistics;
  return (
    <div className="console-page">
      <PageHeader eyebrow={t('manager.services')} title={t('manager.essaysQueue.title')} />
      {essayQueue.state !== 'loaded' || !stats ? (
        <PendingState failed={essayQueue.state === 'error'} onRetry={() => void essayQueue.reload()} />
      ) : (
        <>
          <dl
            className="console-stats essays-queue__stats"
            aria-label={t('manager.essaysQueue.statisticsLabel')}
          >
            {(['total', 'critical', 'risk', 'in_progress', 'new'] as const).map((key) => (
              <StatTile
                key={key}
                label={t(`manager.essaysQueue.statistics.${key}`)}
                value={format.number(stats[key])}
              />
            ))}
          </dl>
          <QueueTable />
        </>
      )}
    </div>
  );
});

const QueueTable = observer(function QueueTable() {
  const { essayQueue } = useStores();
  const { t } = useTranslation('console');
  const { time, weekday, dayKey } = useLocaleFormat();
  const captionId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [asking, setAsking] = useState<{ action: QueueAction; essay: QueueEssay } | null>(null);
  const columns = useMemo(() => {
    // Today's times alone; another day's with its weekday (a due time is often tomorrow).
    const when = (unixSeconds: number) =>
      dayKey(unixSeconds) === dayKey(new Date())
        ? time(unixSeconds)
        : t('manager.essaysQueue.dayTime', { day: weekday(unixSeconds), time: time(unixSeconds) });
    return column.columns([
      column.accessor('title', {
        header: t('manager.essaysQueue.columns.title'),
        cell: (info) => {
          const essay = info.row.original;
          return (
            <span className="essays-queue__title">
              {essay.prioritised_at !== null ? (
                <span className="console-pill essays-queue__front">{t('manager.essaysQueue.atFront')}</span>
              ) : null}
              <span>{info.getValue()}</span>
              {essay.ready ? null : (
                <span className="console-pill essays-queue__not-ready">
                  {t('manager.essaysQueue.notReady')}
                </span>
              )}
            </span>
          );
        },
      }),
      column.accessor((essay) => essay, {
        id: 'holder',
        header: t('manager.essaysQueue.columns.holder'),
        cell: (info) => <HolderText essay={info.getValue()} />,
      }),
      column.accessor('due_at', {
        header: t('manager.essaysQueue.columns.due'),
        cell: (info) => when(info.getValue()),
      }),
      column.accessor('risk', {
        header: t('manager.essaysQueue.columns.risk'),
        cell: (info) => (
          <span className={`console-pill essay-risk essay-risk--${info.getValue()}`}>
            {t(`manager.essaysQueue.risk.${info.getValue()}`)}
          </span>
        ),
      }),
      column.accessor((essay) => fullName(essay.student), {
        id: 'student',
        header: t('manager.essaysQueue.columns.student'),
      }),
      column.accessor('created_at', {
        header: t('manager.essaysQueue.columns.submitted'),
        cell: (info) => when(info.getValue()),
      }),
      column.accessor((essay) => essay, {
        id: 'actions',
        header: t('manager.essaysQueue.columns.actions'),
        cell: (info) => (
          <RowActions essay={info.getValue()} onChoose={(action, essay) => setAsking({ action, essay })} />
        ),
      }),
    ]);
  }, [t, time, weekday, dayKey]);
  const data = essayQueue.rows;
  // Rows keyed by essay, so a row that moves (to the front, say) keeps its element and its focus.
  const table = useTable({ features, columns, data, getRowId: (essay) => String(essay.id) });
  const rows = table.getRowModel().rows;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const lastShown = items.at(-1)?.index ?? 0;
  useEffect(() => {
    if (essayQueue.hasMore && lastShown >= rows.length - 10) void essayQueue.loadMore();
  }, [essayQueue, essayQueue.hasMore, lastShown, rows.length]);

  /** Back to the essay's actions once its dialog closes, wherever the essay now stands in the list. */
  const returnTo = useCallback(
    (essayId: number) => {
      const index = essayQueue.rows.findIndex((row) => row.id === essayId);
      if (index < 0) {
        scrollRef.current?.focus();
        return;
      }
      virtualizer.scrollToIndex(index, { align: 'auto' });
      // After the modal has given focus back and the list has drawn the row in its new place.
      requestAnimationFrame(() =>
        requestAnimationFrame(() => document.getElementById(actionsId(essayId))?.focus()),
      );
    },
    [essayQueue, virtualizer],
  );

  if (rows.length === 0)
    return (
      <EmptyState title={t('manager.essaysQueue.empty')} description={t('manager.essaysQueue.emptyHint')} />
    );
  return (
    <>
      {/* The scrolling region is focusable so the keyboard can scroll the list too. */}
      <div ref={scrollRef} className="console-cards" tabIndex={0} role="region" aria-labelledby={captionId}>
        <table
          className="console-table console-cards__table essays-queue__table"
          role="table"
          aria-rowcount={rows.length + 1}
        >
          <caption id={captionId} className="console-cards__caption">
            {t('manager.essaysQueue.caption', { count: essayQueue.statistics?.total ?? rows.length })}
          </caption>
          <VirtualTableSections table={table} virtualizer={virtualizer} rowHeight={ROW_HEIGHT} cards />
        </table>
      </div>
      {asking ? (
        <QueueActionDialog
          action={asking.action}
          essay={asking.essay}
          onClose={() => {
            setAsking(null);
            returnTo(asking.essay.id);
          }}
        />
      ) : null}
    </>
  );
});

/** Who has the essay, in words: the reviewer, the holder of a live reservation, or nobody yet. */
const HolderText = observer(function HolderText({ essay }: { essay: QueueEssay }) {
  const { essayQueue } = useStores();
  const { t } = useTranslation('console');
  const holder = essayQueue.holderOf(essay);
  if (essay.tutor && holder === essay.tutor.id)
    return (
      <span className="essays-queue__holder">
        {t('manager.essaysQueue.holder.reviewing', { name: fullName(essay.tutor) })}
      </span>
    );
  if (essay.reserved_by && holder === essay.reserved_by.id)
    return (
      <span className="essays-queue__holder">
        {t('manager.essaysQueue.holder.reserved', { name: fullName(essay.reserved_by) })}
      </span>
    );
  return <span className="essays-queue__holder">{t('manager.essaysQueue.holder.waiting')}</span>;
});

/** The essay's actions menu: only what the server would accept for the essay as shown. */
const RowActions = observer(function RowActions({
  essay,
  onChoose,
}: {
  essay: QueueEssay;
  onChoose(action: QueueAction, essay: QueueEssay): void;
}) {
  const { essayQueue } = useStores();
  const { t } = useTranslation('console');
  const actions = essayQueue.actionsFor(essay);
  return (
    <MenuTrigger>
      <Button
        id={actionsId(essay.id)}
        className="lt-button lt-button--secondary essays-queue__actions"
        aria-label={t('manager.essaysQueue.actions.menu', { title: essay.title })}
        isDisabled={actions.length === 0 || essayQueue.acting === essay.id}
      >
        {t('manager.essaysQueue.actions.label')}
        <span aria-hidden="true"> ▾</span>
      </Button>
      <Popover className="console-menu__popover" placement="bottom end">
        <Menu className="console-menu" onAction={(key) => onChoose(key as QueueAction, essay)}>
          {actions.map((action) => (
            <MenuItem key={action} id={action} className="console-menu__item">
              {/* Already at the front, it can still be brought ahead of those moved there since. */}
              {t(
                action === 'prioritise' && essay.prioritised_at !== null
                  ? 'manager.essaysQueue.actions.prioritiseAgain'
                  : `manager.essaysQueue.actions.${action}`,
              )}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
});
