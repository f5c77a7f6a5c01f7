import type { QueueEssay } from '@lantern/shared/contracts/service';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { EmptyState, PendingState } from '@lantern/shared/ui/states';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../app/page-header.js';
import { StatTile } from '../../../app/stat-tile.js';
import { useStores } from '../../../app/stores-context.js';
import { VirtualTableSections } from '../../../app/virtual-table-sections.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';
import { useShiftDay, useShiftTime } from '../../tutor/use-shift-time.js';
import './essays-queue.css';

const ROW_HEIGHT = 44;
const features = tableFeatures({});
const column = createColumnHelper<typeof features, QueueEssay>();

const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`;

/**
 * The managers' essays queue (`services/essays-queue`): every open essay, soonest due first, with
 * its risk class and who holds it, in a list that renders only the rows in view (there can be
 * thousands), loading further pages as its end comes near; the essay statistics above it. Both
 * follow the service live.
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
          <dl className="console-stats" aria-label={t('manager.essaysQueue.statisticsLabel')}>
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
  const time = useShiftTime();
  const day = useShiftDay();
  const captionId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const columns = useMemo(() => {
    // Today's times alone; another day's with its weekday (a due time is often tomorrow).
    const when = (unixSeconds: number) =>
      day.sameDay(unixSeconds, Math.floor(Date.now() / 1000))
        ? time(unixSeconds)
        : t('manager.essaysQueue.dayTime', { day: day.weekday(unixSeconds), time: time(unixSeconds) });
    return column.columns([
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
      column.accessor('title', { header: t('manager.essaysQueue.columns.title') }),
      column.accessor((essay) => fullName(essay.student), {
        id: 'student',
        header: t('manager.essaysQueue.columns.student'),
      }),
      column.accessor((essay) => essay, {
        id: 'holder',
        header: t('manager.essaysQueue.columns.holder'),
        cell: (info) => {
          const essay = info.getValue();
          if (essay.tutor) return t('manager.essaysQueue.holder.reviewing', { name: fullName(essay.tutor) });
          if (essay.reserved_by)
            return t('manager.essaysQueue.holder.reserved', { name: fullName(essay.reserved_by) });
          return t('manager.essaysQueue.holder.waiting');
        },
      }),
      column.accessor('created_at', {
        header: t('manager.essaysQueue.columns.submitted'),
        cell: (info) => when(info.getValue()),
      }),
    ]);
  }, [t, time, day]);
  const data = essayQueue.rows;
  const table = useTable({ features, columns, data });
  const rows = table.getRowModel().rows;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  const lastShown = items.at(-1)?.index ?? 0;
  useEffect(() => {
    if (essayQueue.hasMore && lastShown >= rows.length - 10) void essayQueue.loadMore();
  }, [essayQueue, essayQueue.hasMore, lastShown, rows.length]);

  if (rows.length === 0)
    return (
      <EmptyState title={t('manager.essaysQueue.empty')} description={t('manager.essaysQueue.emptyHint')} />
    );
  return (
    // The scrolling region is focusable so the keyboard can scroll the list too.
    <div
      ref={scrollRef}
      className="essays-queue__scroll"
      tabIndex={0}
      role="region"
      aria-labelledby={captionId}
    >
      <table className="console-table essays-queue__table" aria-rowcount={rows.length + 1}>
        <caption id={captionId} className="essays-queue__caption">
          {t('manager.essaysQueue.caption', { count: essayQueue.statistics?.total ?? rows.length })}
        </caption>
        <VirtualTableSections table={table} virtualizer={virtualizer} rowHeight={ROW_HEIGHT} />
      </table>
    </div>
  );
});
