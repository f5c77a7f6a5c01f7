import type { Pagination } from '@lantern/shared/contracts/envelope';
import type { LoadStatus } from '@lantern/shared/state/once-loader';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The shell of the side panel's tabs that read the student's record from the API (Bookmarks,
 * Sessions, Assessments, Group Members) and of the tutors' notes: each loads when it comes into
 * view; its page stays on screen while another loads.
 */

/** A list read a page at a time: a part of the student's record, or the tutor's bookmarks. */
interface PagedList {
  readonly pagination: Pagination | null;
  readonly page: number;
  readonly state: LoadStatus;
  open(): void;
  load(page: number): Promise<void>;
}

interface RecordTabProps {
  pages: PagedList;
  loading: string;
  failed: string;
  empty: string;
  count(total: number): string;
  pagesLabel: string;
  above?: ReactNode;
  children: ReactNode;
}

/** Loading, failed (with a retry), empty, or a page of the list with its count and pager. */
export const RecordTab = observer(function RecordTab({
  pages,
  loading,
  failed,
  empty,
  count,
  pagesLabel,
  above,
  children,
}: RecordTabProps) {
  const { t } = useTranslation('console');
  const top = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => pages.open(), [pages]);
  const pagination = pages.pagination;
  const problem =
    pages.state === 'error' ? (
      <div className="classroom-record__problem" role="alert">
        <p>{failed}</p>
        <button
          type="button"
          className="lt-button lt-button--ghost classroom-button"
          onClick={() => void pages.load(pages.page)}
        >
          {t('tutor.classroom.side.retry')}
        </button>
      </div>
    ) : null;
  if (!pagination)
    return (
      problem ?? (
        <p className="console-muted" role="status">
          {loading}
        </p>
      )
    );
  // After a page change the list takes the focus (the button pressed may be disabled now) and the
  // panel shows the new page from its start, not wherever the focus would scroll it.
  const turn = (page: number) =>
    void pages.load(page).then(() => {
      list.current?.focus({ preventScroll: true });
      top.current?.scrollIntoView({ block: 'start' });
    });
  return (
    <div ref={top} className="classroom-past" aria-busy={pages.state === 'loading'}>
      {above}
      {problem}
      {pagination.total === 0 ? (
        <p className="console-muted">{empty}</p>
      ) : (
        <>
          <p className="classroom-past__when">{count(pagination.total)}</p>
          <ol ref={list} tabIndex={-1} className="classroom-past__list classroom-record__list">
            {children}
          </ol>
          {pagination.total_pages > 1 ? (
            <nav className="classroom-record__pager" aria-label={pagesLabel}>
              <button
                type="button"
                className="lt-button lt-button--ghost classroom-button"
                disabled={pagination.current_page <= 1 || pages.state === 'loading'}
                onClick={() => turn(pagination.current_page - 1)}
              >
                {t('tutor.classroom.side.previous')}
              </button>
              <span aria-live="polite">
                {t('tutor.classroom.side.pageOf', {
                  page: pagination.current_page,
                  pages: pagination.total_pages,
                })}
              </span>
              <button
                type="button"
                className="lt-button lt-button--ghost classroom-button"
                disabled={pagination.current_page >= pagination.total_pages || pages.state === 'loading'}
                onClick={() => turn(pagination.current_page + 1)}
              >
                {t('tutor.classroom.side.next')}
              </button>
            </nav>
          ) : null}
        </>
      )}
    </div>
  );
});
