import { observer } from 'mobx-react-lite';
import { Switch } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { ProfileStore, SettingSwitch as SwitchKey } from '../../state/profile-store.js';
import './profile.css';

/**
 * One of a student's switches: it flips at once; a refused save flips it back and says so under
 * it, in words (an alert, read out), and a save that went through says nothing more than the switch.
 */
export const SettingSwitch = observer(function SettingSwitch({
  store,
  setting,
  readOnly,
}: {
  store: ProfileStore;
  setting: SwitchKey;
  readOnly: boolean;
}) {
  const { t } = useTranslation('account');
  const on = store.profile?.student?.[setting] ?? false;
  const failed = store.outcome?.key === setting && !store.outcome.ok;
  const hintId = `${setting}-hint`;
  return (
    <div className="setting-switch">
      <Switch
        className="setting-switch__control"
        isSelected={on}
        isReadOnly={readOnly}
        aria-describedby={hintId}
        onChange={(next) => void store.setSwitch(setting, next)}
      >
        <span className="setting-switch__track" aria-hidden="true">
          <span className="setting-switch__thumb" />
        </span>
        <span className="setting-switch__label">{t(`switches.${setting}.label`)}</span>
      </Switch>
      <p id={hintId} className="setting-switch__hint">
        {t(`switches.${setting}.hint`)}
      </p>
      {failed ? (
        <p className="lt-alert lt-alert--error setting-switch__error" role="alert">
          {t(on ? 'switches.revertedOn' : 'switches.revertedOff', {
            setting: t(`switches.${setting}.label`),
          })}
        </p>
      ) : null}
    </div>
  );
});
