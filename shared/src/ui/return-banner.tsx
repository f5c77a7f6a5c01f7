import { useTranslation } from 'react-i18next';
import { returnBanner } from '../domain/shell/return-banner.js';
import './return-banner.css';

interface ReturnBannerProps {
  /** The current location's query string, e.g. `location.search`. */
  search: string;
  /** In-app navigation for a same-site return_url; other addresses load in full. */
  onNavigate(path: string): void;
}

/** "Back to …" bar asked for by `?return_url=…&return_title=…`. */
export function ReturnBanner({ search, onNavigate }: ReturnBannerProps) {
  const { t } = useTranslation('common');
  const query = new URLSearchParams(search);
  const banner = returnBanner(query);
  if (!banner) return null;
  // The default title is the domain's English 'Back'; show it in the reader's language instead.
  const title = query.get('return_title')?.trim() ? banner.title : t('returnBanner.back');
  const goBack = () => {
    if (banner.internal) onNavigate(banner.url);
    else window.location.assign(banner.url);
  };
  return (
    <section className="lt-return-banner" aria-label={t('returnBanner.label')}>
      <button type="button" className="lt-return-banner__button" onClick={goBack}>
        <span aria-hidden="true">←</span> {title}
      </button>
    </section>
  );
}
