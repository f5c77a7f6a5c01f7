import type { EssayView } from '@lantern/shared/contracts/essays';
import { ESSAY_STATUS } from '@lantern/shared/domain/essays/essay-filters';
import { formatMegabytes } from '@lantern/shared/domain/files/chat-uploads';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Unix seconds as a day and a 24-hour time in the reader's language, and as ISO for `<time>`. */
export function useEssayDates() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      hourCycle: 'h23',
    });
    return {
      dateTime: (seconds: number) => format.format(seconds * 1000),
      iso: (seconds: number) => new Date(seconds * 1000).toISOString(),
    };
  }, [language]);
}

/** The status key of the `essays` catalogue's `status` group; a conversion still running reads as such. */
export function statusKey(essay: EssayView): string {
  if (essay.status === ESSAY_STATUS.PENDING && essay.conversion.state === 'failed') return 'failed';
  if (essay.status === ESSAY_STATUS.PENDING && essay.conversion.state !== 'converted') return 'converting';
  switch (essay.status) {
    case ESSAY_STATUS.ASSIGNED:
      return 'in_progress';
    case ESSAY_STATUS.REVIEWED:
      return 'reviewed';
    case ESSAY_STATUS.DOWNLOADED:
      return 'downloaded';
    case ESSAY_STATUS.CANCELLED:
      return 'cancelled';
    default:
      return 'pending';
  }
}

/** Reviewed (or already downloaded): the annotated PDF can be downloaded and rated. */
export function isReviewed(essay: EssayView): boolean {
  return essay.status === ESSAY_STATUS.REVIEWED || essay.status === ESSAY_STATUS.DOWNLOADED;
}

/** A file's size as a person reads it: kilobytes below a megabyte (a one-page PDF is a few). */
export function fileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : formatMegabytes(bytes);
}
