import { useTranslation } from 'react-i18next';
import { Radio, RadioGroup } from 'react-aria-components';
import { LANGUAGE_AUTONYMS, UI_LANGUAGES, type UiLanguage } from '../../i18n/setup.js';
import './profile.css';

/** The three languages by their own names; choosing one saves it and reloads the page (spec). */
export function LanguageChoice({
  value,
  saving,
  failed,
  readOnly,
  onChange,
}: {
  value: UiLanguage;
  saving: boolean;
  failed: boolean;
  readOnly: boolean;
  onChange(language: UiLanguage): void;
}) {
  const { t } = useTranslation('account');
  return (
    <section className="account-card lt-account-stack" aria-labelledby="language-heading">
      <div className="lt-account-stack account-card__intro">
        <h2 id="language-heading">{t('language.heading')}</h2>
        <p>{t('language.lead')}</p>
      </div>
      <RadioGroup
        className="language-choice"
        orientation="horizontal"
        value={value}
        isDisabled={saving}
        isReadOnly={readOnly}
        aria-labelledby="language-heading"
        onChange={(chosen) => onChange(chosen as UiLanguage)}
      >
        {UI_LANGUAGES.map((language) => (
          <Radio key={language} value={language} lang={language} className="language-choice__option">
            {LANGUAGE_AUTONYMS[language]}
          </Radio>
        ))}
      </RadioGroup>
      {failed ? (
        <p className="lt-alert lt-alert--error" role="alert">
          {t('language.failed')}
        </p>
      ) : null}
    </section>
  );
}
