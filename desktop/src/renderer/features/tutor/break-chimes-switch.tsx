import { observer } from 'mobx-react-lite';
import { Switch } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../app/stores-context.js';

/** The user preference `is_break_chimes_enabled`, saved to the account so every device follows it. */
export const BreakChimesSwitch = observer(function BreakChimesSwitch() {
  const { preferences } = useStores();
  const { t } = useTranslation('console');
  return (
    <div className="break-chimes">
      <Switch
        className="lt-switch"
        isSelected={preferences.values.is_break_chimes_enabled}
        isDisabled={preferences.saving !== null}
        onChange={(on) => void preferences.set('is_break_chimes_enabled', on)}
      >
        <span className="lt-switch__track" aria-hidden="true">
          <span className="lt-switch__thumb" />
        </span>
        {t('tutor.preferences.breakChimes')}
      </Switch>
      <p className="console-muted break-chimes__hint">{t('tutor.preferences.breakChimesHint')}</p>
      {preferences.saveFailed && (
        <p className="lt-alert lt-alert--error break-chimes__error" role="alert">
          {t('tutor.preferences.saveFailed')}
        </p>
      )}
    </div>
  );
});
