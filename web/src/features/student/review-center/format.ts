import type { EssayView } from '@lantern/shared/contracts/essays';
import { ESSAY_STATUS } from '@lantern/shared/domain/essays/essay-filters';

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
