import { AppLink } from '@lantern/shared/ui/app-link';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import './errors.css';

export default function NotFoundPage() {
  const { t } = useTranslation('web');
  const navigate = useNavigate();
  usePageTitle(t('errors.notFound.title'));
  return (
    <section className="error-page" aria-labelledby="not-found-title">
      <span className="error-page__code" aria-hidden="true">
        404
      </span>
      <h1 id="not-found-title">{t('errors.notFound.heading')}</h1>
      <p>{t('errors.notFound.text')}</p>
      <AppLink
        className="lt-button lt-button--primary lt-button--large"
        href="/"
        onNavigate={(path) => void navigate(path)}
      >
        {t('errors.notFound.home')}
      </AppLink>
    </section>
  );
}
