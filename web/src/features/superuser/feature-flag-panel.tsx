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

  // The key is what engineers search for; the switch is named by what it turns on.
  const label = (key: string) => t(`featureFlags.names.${key}`, { ns: 'common', defaultValue: key });

  return (
    <div className="flag-panel">
      {flags.failedKey ? (
        <p className="lt-alert lt-alert--error" role="alert">
          {t('superuser.flags.failed', { key: label(flags.failedKey) })}
        </p>
      ) : null}
      <ul className="flag-list">
        {flags.ordered.map((flag) => {
          const saving = flags.saving.has(flag.key);
          const descriptionId = `flag-${flag.key}-description`;
          return (
            <li key={flag.key} className="flag-row">
              <div className="flag-row__text">
                <span className="flag-row__name" id={`flag-${flag.key}-label`}>
                  {label(flag.key)}
                </span>
                <code className="flag-row__key">{flag.key}</code>
                {/* The engineers' note, written in English whatever the page's language. */}
                <span className="flag-row__description" id={descriptionId} lang="en">
                  {flag.description}
                </span>
              </div>
              {/* The words On / Off sit beside the switch, not in it: aria-checked already says so, and
                  a switch named by its flag must show no other text (label in name, WCAG 2.5.3). */}
              <span className="flag-row__control">
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
                </button>
                <span className="flag-switch__state" aria-hidden="true">
                  {flag.enabled ? t('superuser.flags.on') : t('superuser.flags.off')}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export const FeatureFlagPanel = observer(FeatureFlagPanelView);
