import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_AUTONYMS, UI_LANGUAGES, type UiLanguage } from '../../i18n/setup.js';
import { Dropdown } from './dropdown.js';

interface LanguagePickerProps {
  value: UiLanguage;
  onChange(language: UiLanguage): void;
  pending?: boolean;
}

/**
 * Switching the language reloads the page. The picker that then shows the chosen language takes
 * focus back, so a keyboard user goes on from the control they used, not from the top of the page.
 */
const REFOCUS_KEY = 'lantern.language-picker.refocus';

function rememberToRefocus(language: UiLanguage): void {
  try {
    sessionStorage.setItem(REFOCUS_KEY, language);
  } catch {
    // Storage can be refused (privacy settings): the switch still works, focus starts at the top.
  }
}

function takeRefocus(): string | null {
  try {
    const language = sessionStorage.getItem(REFOCUS_KEY);
    sessionStorage.removeItem(REFOCUS_KEY);
    return language;
  } catch {
    return null;
  }
}

/** English / Français / Español; choosing the language already in use does nothing. */
export function LanguagePicker({ value, onChange, pending = false }: LanguagePickerProps) {
  const { t } = useTranslation('common');
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (takeRefocus() === value) triggerRef.current?.focus();
  }, [value]);
  return (
    <Dropdown
      triggerRef={triggerRef}
      // The name starts with the code the button shows (WCAG 2.5.3, label in name).
      triggerLabel={t('language.current', { code: value.toUpperCase(), language: LANGUAGE_AUTONYMS[value] })}
      trigger={
        <>
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
            <path
              d="M3 12h18M12 3c2.5 2.6 3.7 5.6 3.7 9s-1.2 6.4-3.7 9c-2.5-2.6-3.7-5.6-3.7-9S9.5 5.6 12 3z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
          </svg>
          <span>{value.toUpperCase()}</span>
        </>
      }
    >
      {(close) => (
        <>
          <p className="lt-menu-heading">{t('language.heading')}</p>
          <ul className="lt-menu-list">
            {UI_LANGUAGES.map((language) => (
              <li key={language}>
                <button
                  type="button"
                  className="lt-menu-item"
                  lang={language}
                  aria-current={language === value}
                  disabled={pending}
                  onClick={() => {
                    close();
                    if (language === value) return;
                    rememberToRefocus(language);
                    onChange(language);
                  }}
                >
                  {LANGUAGE_AUTONYMS[language]}
                  {language === value ? <span aria-hidden="true">✓</span> : null}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </Dropdown>
  );
}
