import type { Paged, PagedRead } from '@lantern/shared/state/paged-read';
import { EmptyState, PendingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../app/form-field.js';
import { Pager } from '../../tutor-manager/session-reports/pager.js';

/**
 * A customers list: its filters with one Filter button, then the page on screen (waiting, failed
 * with a retry, empty, or the rows) and the pager under it. The filters' values are the caller's.
 */
function FilteredListView<R extends Paged>({
  read,
  search,
  filters,
  onFilter,
  empty,
  children,
}: {
  read: PagedRead<R>;
  /** Words to look for, the toolbar's first field. */
  search?: { label: string; value: string; onChange(value: string): void };
  /** The other filter fields; without them and a search the list has no toolbar. */
  filters?: ReactNode;
  onFilter?(): void;
  /** What an empty page says. */
  empty: string;
  /** The rows of the page on screen. */
  children(result: R): ReactNode;
}) {
  const { t } = useTranslation('console');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilter?.();
  };
  const result = read.result;
  return (
    <>
      {search || filters ? (
        <form className="customers-toolbar" role="search" onSubmit={submit}>
          {search ? <TextField type="search" {...search} /> : null}
          {filters}
          <button type="submit" className="lt-button lt-button--secondary">
            {t('superuser.admin.filter')}
          </button>
        </form>
      ) : null}
      {!result ? (
        <PendingState failed={read.state === 'error'} onRetry={() => void read.load(read.page)} />
      ) : read.pagination?.total === 0 ? (
        <EmptyState title={empty} headingLevel={3} />
      ) : (
        <>
          {children(result)}
          <Pager pagination={result.meta.pagination} onPage={(page) => void read.load(page)} />
        </>
      )}
    </>
  );
}

// observer() would lose the type parameter: the rows a caller is given are its own list's.
export const FilteredList = observer(FilteredListView) as typeof FilteredListView;
