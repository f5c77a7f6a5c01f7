import { ErrorState, LoadingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/stores-context.js';
import './superuser.css';

/** Switches feature flags live (`PUT /feature-flags/:key`): no deploy, every client follows. */
function FeatureFlagPanelView() {
  const { flags } = useStores();
  const { t } = useTranslation('web');

  if (flags.status === 'error' && flags.rows.size === 0)
    return <ErrorState onRetry={() => void flags.load(true)} />;
  if (flags.status === 'loading' && flags.rows.size === 0) return <LoadingState />;

  return (
    <div className="flag-panel">
      {flags.failedKey ? (
        <p className="lt-alert lt-alert--error" role="alert">
          {t('superuser.flags.failed', { key: flags.failedKey })}
        </p>
      ) : null}
      <ul className="flag-list">
        {flags.ordered.map((flag) => {
          const saving = flags.saving.has(flag.key);
          const descriptionId = `flag-${flag.key}-description`;
          return (
            <li key={flag.key} className="flag-row">
              <div className="flag-row__text">
                <span className="flag-row__key" id={`flag-${flag.key}-label`}>
                  {flag.key}
                </span>
                <span className="flag-row__description" id={descriptionId}>
                  {flag.description}
                </span>
              </div>
              <button
                type="button"
                role="switch"
                className="flag-switch"
                aria-checked={flag.enabled}
                aria-labelledby={`flag-${flag.key}-label`}
                aria-describedby={descriptionId}
                aria-busy={saving}
                disabled={saving}
                onClick={() => void flags.setEnabled(flag.key, !flag.enabled)}
              >
                <span className="flag-switch__track" aria-hidden="true">
                  <span className="flag-switch__thumb" />
                </span>
                <span className="flag-switch__state">
                  {flag.enabled ? t('superuser.flags.on') : t('superuser.flags.off')}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export const FeatureFlagPanel = observer(FeatureFlagPanelView);
