import type { RosterRefusalView } from '@lantern/shared/contracts/rostering';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { observer } from 'mobx-react-lite';
import { useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocaleFormat } from '../../../app/use-locale-format.js';
import { VirtualTableSections } from '../../../app/virtual-table-sections.js';
import type { RosteringStore } from '../../../stores/rostering-store.js';
import { refusalText } from './refusal-text.js';

/**
 * Rows are drawn only while in view: a district's export can refuse thousands of them. In a narrow
 * box each row is a card (measured as drawn), its reason in full.
 */
const ROW_HEIGHT = 44;
const features = tableFeatures({});
const column = createColumnHelper<typeof features, RosterRefusalView>();

/** Every refused row of the import on screen, by file and line, with why, in a scrolling box. */
export const RefusedRowsTable = observer(function RefusedRowsTable({ store }: { store: RosteringStore }) {
  const { t } = useTranslation('console');
  const format = useLocaleFormat();
  const captionId = useId();
  const scrollRef = useRef<HTMLDivElement | null>(null);
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('file', { header: t('superuser.rostering.refusals.columns.file') }),
        column.accessor('line', {
          header: t('superuser.rostering.refusals.columns.line'),
          cell: (info) =>
            info.getValue() === 0
              ? t('superuser.rostering.refusals.wholeFile')
              : format.number(info.getValue()),
        }),
        column.accessor('field', {
          header: t('superuser.rostering.refusals.columns.field'),
          cell: (info) => <code>{info.getValue() ?? '—'}</code>,
        }),
        column.display({
          id: 'reason',
          header: t('superuser.rostering.refusals.columns.reason'),
          cell: (info) => (
            <span className="rostering__reason" title={refusalText(t, info.row.original)}>
              {refusalText(t, info.row.original)}
            </span>
          ),
        }),
      ]),
    [t, format],
  );
  const table = useTable({ features, columns, data: store.refusals });
  const rows = table.getRowModel().rows;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
  });
  const shown = store.refusals.length;
  return (
    <div
      ref={scrollRef}
      className="console-cards rostering__refusals"
      tabIndex={0}
      role="region"
      aria-labelledby={captionId}
    >
      <table
        className="console-table console-cards__table rostering__refusals-table"
        aria-rowcount={rows.length + 1}
      >
        <caption id={captionId} className="console-cards__caption">
          {t('superuser.rostering.refusals.caption', { count: shown, shown: format.number(shown) })}
        </caption>
        <VirtualTableSections table={table} virtualizer={virtualizer} rowHeight={ROW_HEIGHT} cards />
      </table>
    </div>
  );
});
