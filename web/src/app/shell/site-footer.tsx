import { LanternMark } from '@lantern/shared/ui/brand';
import { useTranslation } from 'react-i18next';

export function SiteFooter() {
  const { t } = useTranslation('web');
  return (
    <footer className="site-footer">
      <LanternMark size={22} />
      <p>{t('shell.footer', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
