import type { Pagination } from '@lantern/shared/contracts/envelope';
import { useTranslation } from 'react-i18next';
// Its own layout wherever it is used (the customers lists too), not only beside the reports.
import './session-reports.css';

/** Previous and next page, and where the reader is. */
export function Pager({ pagination, onPage }: { pagination: Pagination; onPage(page: number): void }) {
  const { t } = useTranslation('console');
  const { current_page: page, total_pages: pages } = pagination;
  if (pages <= 1) return null;
  return (
    <nav className="grow-pager" aria-label={t('manager.grow.pager.label')}>
      <button
        type="button"
        className="lt-button lt-button--secondary"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('manager.grow.pager.previous')}
      </button>
      <span>{t('manager.grow.pager.position', { page, pages })}</span>
      <button
        type="button"
        className="lt-button lt-button--secondary"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t('manager.grow.pager.next')}
      </button>
    </nav>
  );
}
