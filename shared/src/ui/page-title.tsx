import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { pageTitle } from '../domain/shell/page-title.js';

/** Sets the document title through the '%s | Lantern' template; a page without a title is 'Home'. */
export function usePageTitle(title?: string | null): void {
  const { t } = useTranslation('common');
  const text = title?.trim() || t('pageTitle.default');
  useEffect(() => {
    document.title = pageTitle(text);
  }, [text]);
}
