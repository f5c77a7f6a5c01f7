import { loadNamespace } from '@lantern/shared/i18n/load-namespace';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Writing review's words live in the `essays` catalogue the web app's review center uses too; the
 * console loads it with these pages, in the console's language, so the sign-in page never does.
 */
export function useEssaysStrings(): boolean {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(() => i18n.hasResourceBundle(i18n.language, 'essays'));
  useEffect(() => {
    let cancelled = false;
    void loadNamespace(i18n, 'essays').then(() => {
      if (!cancelled) setReady(true);
    });
    return () => {
      cancelled = true;
    };
  }, [i18n, i18n.language]);
  return ready;
}
