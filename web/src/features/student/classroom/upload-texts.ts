import {
  CHAT_DOCUMENT_MAX_BYTES,
  CHAT_IMAGE_MAX_BYTES,
  CHAT_IMAGE_MAX_PIXELS,
  CHAT_IMAGE_MAX_SIDE_PX,
  formatMegabytes,
} from '@lantern/shared/domain/files/chat-uploads';
import type { UploadRefusal } from '@lantern/shared/state/chat-uploads';
import { useTranslation } from 'react-i18next';

/** Why a file was not sent, in words, with the limits it broke. */
export function useRefusalText(): (refusal: UploadRefusal) => string {
  const { t, i18n } = useTranslation('classroom');
  const number = new Intl.NumberFormat(i18n.resolvedLanguage ?? i18n.language);
  return (refusal) => {
    switch (refusal) {
      case 'upload_audio_refused':
        return t('upload.refusals.upload_audio_refused');
      case 'upload_type_refused':
        return t('upload.refusals.upload_type_refused');
      case 'upload_too_large':
        return t('upload.refusals.upload_too_large', {
          image: formatMegabytes(CHAT_IMAGE_MAX_BYTES),
          document: formatMegabytes(CHAT_DOCUMENT_MAX_BYTES),
        });
      case 'upload_image_too_large':
        return t('upload.refusals.upload_image_too_large', {
          megapixels: number.format(CHAT_IMAGE_MAX_PIXELS / 1_000_000),
          side: number.format(CHAT_IMAGE_MAX_SIDE_PX),
        });
      case 'upload_image_unreadable':
        return t('upload.refusals.upload_image_unreadable');
      case 'upload_empty':
        return t('upload.refusals.upload_empty');
      case 'session_not_open':
        return t('upload.refusals.session_not_open');
      case 'refused':
        return t('upload.refusals.refused');
    }
  };
}

/** "1.2 MB", "340 KB": a file's size as people read it. */
export function fileSize(bytes: number, language: string): string {
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  if (bytes < 1024 * 1024) return `${number.format(Math.max(1, Math.round(bytes / 1024)))} KB`;
  return `${number.format(bytes / (1024 * 1024))} MB`;
}
