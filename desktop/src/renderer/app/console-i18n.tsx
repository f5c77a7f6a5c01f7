import { createI18n, languageCookie } from '@lantern/shared/i18n/setup';
import type { i18n } from 'i18next';
import { observer } from 'mobx-react-lite';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { useStores } from './stores-context.js';

/**
 * Before sign-in the language cookie decides; once signed in, the person's saved language does.
 * A change loads that language's catalogues and remembers it in the cookie for the next visit.
 */
export const ConsoleI18n = observer(function ConsoleI18n({
  initial,
  children,
}: {
  initial: i18n;
  children: ReactNode;
}) {
  const { user, desktop } = useStores();
  const [instance, setInstance] = useState(initial);
  const wanted = user.current?.preferred_language;

  // The OS notifications speak the console's language too.
  useEffect(() => {
    desktop.setTranslate((key, options) => instance.t(key, { ns: 'console', ...options }));
  }, [desktop, instance]);

  useEffect(() => {
    if (wanted === undefined || wanted === instance.language) return;
    let cancelled = false;
    void createI18n({ language: wanted, namespaces: ['console'], signedIn: true }).then((next) => {
      if (cancelled) return;
      // The API reads this cookie before sign-in, so it cannot be httpOnly.
      document.cookie = languageCookie(wanted);
      setInstance(next);
    });
    return () => {
      cancelled = true;
    };
  }, [wanted, instance]);

  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
});
