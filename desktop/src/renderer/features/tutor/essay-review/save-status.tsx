import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { EssayReviewStore } from '../../../stores/essay-review-store.js';

/** Whether every edit has reached the server: saving, retrying after a failure, or all saved. */
export const SaveStatus = observer(function SaveStatus({ review }: { review: EssayReviewStore }) {
  const { t } = useTranslation('essays');
  const { pendingCount, failedCount } = review.outbox;
  const state = failedCount > 0 ? 'failed' : pendingCount > 0 ? 'pending' : 'saved';
  return (
    <p className={`essay-editor__save essay-editor__save--${state}`} role="status">
      {state === 'failed'
        ? t('editor.saveFailed', { count: failedCount })
        : state === 'pending'
          ? t('editor.saving', { count: pendingCount })
          : t('editor.allSaved')}
    </p>
  );
});
