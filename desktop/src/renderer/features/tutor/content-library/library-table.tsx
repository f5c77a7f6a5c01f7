import type { ContentLibraryItem } from '@lantern/shared/contracts/essay-review';
import { annotationCategory } from '@lantern/shared/domain/essays/annotation-categories';
import { createColumnHelper, tableFeatures, useTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { observer } from 'mobx-react-lite';
import { type RefObject, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { useStores } from '../../../app/stores-context.js';
import { VirtualTableSections } from '../../../app/virtual-table-sections.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';

/** Rows are one height so the list can render only those in view; long comments are clamped. */
const ROW_HEIGHT = 72;
/** On a phone the actions stack and the comment gets a third line. */
const NARROW_ROW_HEIGHT = 104;
const NARROW = '(max-width: 640px)';
const features = tableFeatures({});
const column = createColumnHelper<typeof features, ContentLibraryItem>();

interface LibraryTableProps {
  /** The scrolling list, which takes focus when a deleted row's button is gone. */
  listRef: RefObject<HTMLDivElement | null>;
  onEdit(item: ContentLibraryItem): void;
  onDelete(item: ContentLibraryItem): void;
}

function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => window.matchMedia(NARROW).matches);
  useEffect(() => {
    const query = window.matchMedia(NARROW);
    const follow = () => setNarrow(query.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  return narrow;
}

/** The comments shown, by category then oldest first, each with its edit and delete buttons. */
export const LibraryTable = observer(function LibraryTable({
  listRef: scrollRef,
  onEdit,
  onDelete,
}: LibraryTableProps) {
  const { contentLibrary: library } = useStores();
  const { t } = useTranslation('console');
  const { t: common } = useTranslation('common');
  const format = useLocaleFormat();
  const captionId = useId();
  const rowHeight = useNarrow() ? NARROW_ROW_HEIGHT : ROW_HEIGHT;
  const busy = library.busy;
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('category', {
          header: t('tutor.contentLibrary.columns.category'),
          cell: (info) => {
            const category = annotationCategory(info.getValue());
            return category ? (
              <span className="content-library__category">
                <span
                  className="content-library__swatch"
                  style={{ background: category.color }}
                  aria-hidden="true"
                />
                {common(category.labelKey, { defaultValue: category.name })}
              </span>
            ) : null;
          },
        }),
        column.accessor('text', {
          header: t('tutor.contentLibrary.columns.comment'),
          cell: (info) => (
            <p className="content-library__text" title={info.getValue()}>
              {info.getValue()}
            </p>
          ),
        }),
        column.accessor('updated_at', {
          header: t('tutor.contentLibrary.columns.updated'),
          cell: (info) => format.date(info.getValue()),
        }),
        column.display({
          id: 'actions',
          header: () => (
            <span className="lt-visually-hidden">{t('tutor.contentLibrary.columns.actions')}</span>
          ),
          cell: (info) => {
            const item = info.row.original;
            const label = excerpt(item.text);
            return (
              <span className="content-library__actions">
                <Button
                  className="lt-button lt-button--secondary"
                  aria-label={t('tutor.contentLibrary.editLabel', { text: label })}
                  isDisabled={busy === item.id}
                  onPress={() => onEdit(item)}
                >
                  {t('tutor.contentLibrary.edit')}
                </Button>
                <Button
                  className="lt-button lt-button--ghost content-library__delete"
                  aria-label={t('tutor.contentLibrary.deleteLabel', { text: label })}
                  isDisabled={busy === item.id}
                  onPress={() => onDelete(item)}
                >
                  {t('tutor.contentLibrary.delete')}
                </Button>
              </span>
            );
          },
        }),
      ]),
    [t, common, format, busy, onEdit, onDelete],
  );
  const table = useTable({ features, columns, data: library.shown });
  const rows = table.getRowModel().rows;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 8,
  });
  useEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);
  return (
    <div
      ref={scrollRef}
      className="content-library__scroll"
      tabIndex={0}
      role="region"
      aria-labelledby={captionId}
      aria-busy={library.state === 'loading'}
    >
      <table className="console-table content-library__table" aria-rowcount={rows.length + 1}>
        <caption id={captionId} className="content-library__caption">
          {library.filtered
            ? t('tutor.contentLibrary.captionFiltered', {
                count: rows.length,
                shown: format.number(rows.length),
                total: format.number(library.items.size),
              })
            : t('tutor.contentLibrary.caption', { count: rows.length, shown: format.number(rows.length) })}
        </caption>
        <VirtualTableSections table={table} virtualizer={virtualizer} rowHeight={rowHeight} />
      </table>
    </div>
  );
});

/** The start of a comment, enough to tell which one a button is for. */
function excerpt(text: string): string {
  return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}
