import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { EssayReviewStore } from '../../../stores/essay-review-store.js';

/** Why the last submit was refused, one line per rule, read out when it appears. */
export const SubmitErrors = observer(function SubmitErrors({ review }: { review: EssayReviewStore }) {
  const { t } = useTranslation('essays');
  const validation = review.draft.validation;
  const lines: string[] = [];
  const empty = review.draft.firstEmptyComment;
  if (validation && !validation.valid) {
    if (validation.emptyCommentIds.length > 0)
      lines.push(
        t('editor.errors.empty_comments', {
          count: validation.emptyCommentIds.length,
          number: empty?.number,
        }),
      );
    if (validation.unprocessedSuggestionIds.length > 0)
      lines.push(
        t('editor.errors.unprocessed_suggestions', { count: validation.unprocessedSuggestionIds.length }),
      );
    if (validation.summaryEmpty) lines.push(t('editor.errors.empty_summary'));
  }
  if (review.draft.submitProblem) lines.push(t(`editor.errors.${review.draft.submitProblem}`));
  if (lines.length === 0) return null;
  return (
    <div className="lt-alert lt-alert--error essay-editor__errors" role="alert">
      <p className="essay-editor__errors-title">{t('editor.errors.heading')}</p>
      <ul>
        {lines.map((line, index) => (
          <li key={line}>
            {line}
            {index === 0 && empty ? (
              <>
                {' '}
                <button
                  type="button"
                  className="lt-button lt-button--secondary essay-editor__errors-go"
                  onClick={() => review.draft.goToEmptyComment()}
                >
                  {t('editor.errors.go_to_comment', { number: empty.number })}
                </button>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
});
