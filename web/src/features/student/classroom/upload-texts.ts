import { refusalValues, type UploadRefusal } from '@lantern/shared/state/chat-uploads';
import { useTranslation } from 'react-i18next';

/** Why a file was not sent, in words, with the limits it broke. */
export function useRefusalText(): (refusal: UploadRefusal) => string {
  const { t, i18n } = useTranslation('classroom');
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (refusal) => t(`upload.refusals.${refusal}`, refusalValues(refusal, language));
}

/** "1.2 MB", "340 KB": a file's size as people read it. */
export function fileSize(bytes: number, language: string): string {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  if (bytes < 1024 * 1024) return `${number.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${number.format(bytes / (1024 * 1024))} MB`;
}
