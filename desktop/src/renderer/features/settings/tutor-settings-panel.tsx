import { ZOOM_STEPS } from '../../stores/essay-review-store.js';
import { PendingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Switch } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { ConsolePanel } from '../../app/console-panel.js';
import { useStores } from '../../app/stores-context.js';
import { BreakChimesSwitch } from '../tutor/break-chimes-switch.js';

/** A tutor's own console settings: headshot, essay zoom, the AI summary hint, break chimes. */
export const TutorSettingsPanel = observer(function TutorSettingsPanel() {
  const { tutorSettings: store, user } = useStores();
  const { t } = useTranslation('account');
  useEffect(() => void store.load(true), [store]);
  // Cleared by a new identity settling after a reload: load again.
  const idle = store.status === 'idle';
  useEffect(() => {
    if (idle) void store.load();
  }, [idle, store]);
  const readOnly = user.isImpersonating;
  const review = store.review;
  const failedKey = store.outcome && !store.outcome.ok ? store.outcome.key : null;

  return (
    <ConsolePanel id="tutor-settings-title" title={t('tutorSettings.heading')} className="tutor-settings">
      <p className="lt-hint">{t('tutorSettings.lead')}</p>
      {store.status !== 'loaded' || !review ? (
        <PendingState failed={store.status === 'error'} onRetry={() => void store.load(true)} />
      ) : (
        <div className="tutor-settings__grid">
          <div className="tutor-settings__headshot">
            {store.headshot ? (
              <img
                className="tutor-settings__picture"
                src={store.headshot}
                alt={t('tutorSettings.headshot')}
              />
            ) : (
              <span className="tutor-settings__picture tutor-settings__picture--none">
                {t('tutorSettings.noHeadshot')}
              </span>
            )}
            <div className="lt-field">
              <label className="lt-label" htmlFor="own-headshot">
                {t('tutorSettings.headshot')}
              </label>
              <input
                id="own-headshot"
                type="file"
                accept="image/png,image/jpeg,image/webp"
                aria-describedby="own-headshot-hint"
                disabled={store.headshotSending || readOnly}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  event.target.value = '';
                  if (file) void store.uploadHeadshot(file);
                }}
              />
              <p id="own-headshot-hint" className="lt-hint">
                {t('tutorSettings.headshotHint')}
              </p>
              {store.headshotOutcome ? (
                <p
                  className={`lt-alert lt-alert--${store.headshotOutcome === 'saved' ? 'success' : 'error'}`}
                  role="alert"
                >
                  {t(
                    store.headshotOutcome === 'saved'
                      ? 'tutorSettings.headshotSaved'
                      : 'tutorSettings.headshotFailed',
                  )}
                </p>
              ) : null}
            </div>
          </div>
          <div className="tutor-settings__switches">
            <div className="lt-field">
              <label className="lt-label" htmlFor="zoom-level">
                {t('tutorSettings.zoom')}
              </label>
              <select
                id="zoom-level"
                className="lt-input tutor-settings__zoom"
                value={String(review.zoom_preferred_level)}
                disabled={readOnly || store.saving !== null}
                aria-describedby="zoom-level-hint"
                onChange={(event) => void store.set('zoom_preferred_level', Number(event.target.value))}
              >
                {ZOOM_STEPS.map((step) => (
                  <option key={step} value={String(step)}>
                    {`${Math.round(step * 100)} %`}
                  </option>
                ))}
              </select>
              <p id="zoom-level-hint" className="lt-hint">
                {t('tutorSettings.zoomHint')}
              </p>
            </div>
            <div>
              <Switch
                className="lt-switch"
                isSelected={!review.summary_ai_hint_hidden}
                isReadOnly={readOnly}
                aria-describedby="ai-hint-hint"
                onChange={(shown) => void store.set('summary_ai_hint_hidden', !shown)}
              >
                <span className="lt-switch__track" aria-hidden="true">
                  <span className="lt-switch__thumb" />
                </span>
                {t('tutorSettings.aiHint')}
              </Switch>
              <p id="ai-hint-hint" className="lt-hint">
                {t('tutorSettings.aiHintHint')}
              </p>
            </div>
            {failedKey ? (
              <p className="lt-alert lt-alert--error" role="alert">
                {t('tutorSettings.saveFailed')}
              </p>
            ) : null}
            <BreakChimesSwitch />
          </div>
        </div>
      )}
    </ConsolePanel>
  );
});
