import { usePageTitle } from '@lantern/shared/ui/page-title';
import { LoadingState } from '@lantern/shared/ui/states';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../app/page-header.js';
import { PersonalSettings, useAccountStrings } from '../settings/personal-settings.js';

/** `/{tutor|tutor-manager}/settings`: the person's profile, a tutor's own settings, language and account. */
export function AccountSettingsPage() {
  const { t } = useTranslation('account');
  const strings = useAccountStrings();
  usePageTitle(strings ? t('settings.title') : null);
  if (!strings)
    return (
      <div className="console-page">
        <LoadingState />
      </div>
    );
  return (
    <div className="console-page">
      <PageHeader title={t('settings.heading')} />
      <PersonalSettings />
    </div>
  );
}
