import { dashboardCsv } from '@lantern/shared/domain/analytics/dashboard-csv';
import type { DashboardFilters } from '@lantern/shared/domain/analytics/dashboard-filters';
import { EmptyState, ErrorState, LoadingState } from '@lantern/shared/ui/states';
import { saveInBrowser } from '@lantern/shared/ui/save-file';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminDashboardStore, DashboardWidget } from '../../stores/admin-dashboard-store.js';

// One dashboard widget's frame: heading, CSV export, and its own loading, error and empty states.

export type Cell = string | number | null;

/** The clock the filters' address is written against (the default range is the last month from now). */
export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A widget's numbers as CSV: a file name part, the header in the reader's language, the rows. */
export interface CsvTable {
  name: string;
  header: string[];
  rows: Cell[][];
}

/**
 * The export button of a widget (the dashboard's, the teacher's activity): saves its numbers as a
 * CSV file named after the widget and the range.
 */
export function CsvExportButton({
  title,
  range,
  table,
}: {
  title: string;
  range: { start_date: string; end_date: string };
  table(): CsvTable;
}) {
  const { t } = useTranslation('web');
  return (
    <button
      type="button"
      className="lt-button lt-button--secondary"
      onClick={() => {
        const { name, header, rows } = table();
        const blob = new Blob([dashboardCsv(header, rows)], { type: 'text/csv;charset=utf-8' });
        saveInBrowser(blob, `lantern-${name}-${range.start_date}-${range.end_date}.csv`);
      }}
      aria-label={t('adminDashboard.exportNamed', { widget: title })}
    >
      {t('adminDashboard.export')}
    </button>
  );
}

interface WidgetFrameProps<T> {
  title: string;
  widget: DashboardWidget<T>;
  isEmpty(value: T): boolean;
  emptyTitle: string;
  /** The widget's numbers as CSV rows, offered once they are there. */
  csv?(value: T): CsvTable;
  filters: DashboardFilters;
  children(value: T): ReactNode;
}

/** One widget: its heading and export, then its own loading, error (with a retry), empty or filled state. */
export const WidgetFrame = observer(function WidgetFrame<T>({
  title,
  widget,
  isEmpty,
  emptyTitle,
  csv,
  filters,
  children,
}: WidgetFrameProps<T>) {
  const { t } = useTranslation('web');
  const headingId = useId();
  const value = widget.value;
  const ready = widget.status === 'loaded' && value !== null;
  let body: ReactNode;
  if (widget.status === 'error')
    body = <ErrorState headingLevel={3} title={t('adminDashboard.widgetError')} onRetry={widget.retry} />;
  else if (!ready) body = <LoadingState />;
  else if (isEmpty(value)) body = <EmptyState headingLevel={3} title={emptyTitle} />;
  else body = children(value);
  return (
    <section
      className="dash-widget"
      aria-labelledby={headingId}
      aria-busy={!ready && widget.status !== 'error'}
    >
      <header className="dash-widget__header">
        <h2 id={headingId}>{title}</h2>
        {csv && ready && !isEmpty(value) ? (
          <CsvExportButton title={title} range={filters} table={() => csv(value)} />
        ) : null}
      </header>
      {body}
    </section>
  );
});

/** What each widget and the filters read: the dashboard's store and the filters in the address. */
export interface WidgetProps {
  store: AdminDashboardStore;
  filters: DashboardFilters;
}
