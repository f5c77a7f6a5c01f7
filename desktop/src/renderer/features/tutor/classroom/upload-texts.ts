import { refusalValues, type UploadRefusal } from '@lantern/shared/state/chat-uploads';
import { useTranslation } from 'react-i18next';

/** Why a picture or file was not sent, in words, with the limits it broke. */
export function useRefusalText(): (refusal: UploadRefusal) => string {
  const { t, i18n } = useTranslation('console');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (refusal) => t(`tutor.classroom.attach.refusals.${refusal}`, refusalValues(refusal, language));
}
