import { refusalValues, type UploadRefusal } from '@lantern/shared/state/chat-uploads';
import { useTranslation } from 'react-i18next';

/** Why a file was not sent, in words, with the limits it broke. */
export function useRefusalText(): (refusal: UploadRefusal) => string {
  const { t, i18n } = useTranslation('classroom');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (refusal) => t(`upload.refusals.${refusal}`, refusalValues(refusal, language));
}
