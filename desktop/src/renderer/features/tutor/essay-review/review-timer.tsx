import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { EssayReviewStore } from '../../../stores/essay-review-store.js';

const pad = (value: number) => String(value).padStart(2, '0');

/** h:mm:ss since pick-up without time away; it stands still during a break. */
export function formatDuration(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  return `${hours}:${pad(minutes)}:${pad(seconds % 60)}`;
}

export const ReviewTimer = observer(function ReviewTimer({ review }: { review: EssayReviewStore }) {
  const { t } = useTranslation('essays');
  const paused = review.timerPaused;
  return (
    // Read out on demand, not every second: the timer is a `timer` role without live announcements.
    <p className="essay-editor__timer" role="timer" aria-label={t('editor.timer')}>
      <span className="essay-editor__timer-value">{formatDuration(review.timeSpent)}</span>
      {paused ? <span className="essay-editor__timer-paused"> · {t('editor.timerPaused')}</span> : null}
    </p>
  );
});
