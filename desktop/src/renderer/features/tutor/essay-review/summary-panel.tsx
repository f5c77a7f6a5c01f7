import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { EssayReviewStore } from '../../../stores/essay-review-store.js';
import { AiWithdrawnNote } from './ai-withdrawn-note.js';

const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * The summary for the student: the tutor's words, an AI draft (generate), rephrasings that the
 * button then steps through (wrapping to the tutor's own wording), and a rating of the AI's text.
 */
export const SummaryPanel = observer(function SummaryPanel({ review }: { review: EssayReviewStore }) {
  const { t } = useTranslation('essays');
  const empty = review.draft.validation?.summaryEmpty === true;
  const versions = review.ai.rephrases.length + 1;
  const shownAi = review.ai.shownAiSummary;
  const ai = review.ai.status.offer;
  const withdrawn = ai.kind === 'withdrawn' ? ai.reason : null;
  return (
    <div className="essay-summary">
      {review.ai.hintHidden || withdrawn ? null : (
        <div className="lt-alert lt-alert--info essay-summary__hint">
          <p>{t('summary.hint')}</p>
          <button type="button" className="lt-button lt-button--ghost" onClick={review.ai.hideSummaryHint}>
            {t('summary.hideHint')}
          </button>
        </div>
      )}
      <label htmlFor="essay-summary-text" className="lt-label">
        {t('summary.label')}
      </label>
      <textarea
        id="essay-summary-text"
        className="lt-input essay-summary__text"
        rows={8}
        value={review.draft.summary}
        aria-invalid={empty || undefined}
        aria-describedby={empty ? 'essay-summary-error' : undefined}
        onChange={(event) => review.draft.setSummary(event.target.value)}
      />
      {empty ? (
        <p id="essay-summary-error" className="essay-comment__error">
          {t('summary.emptyError')}
        </p>
      ) : null}
      <p className="lt-hint" aria-live="polite">
        {review.draft.summaryIndex === 0
          ? t('summary.original')
          : t('summary.version', { number: review.draft.summaryIndex + 1, count: versions })}
      </p>
      {withdrawn ? <AiWithdrawnNote id="essay-summary-ai-off" reason={withdrawn} /> : null}
      <div className="essay-comment__actions">
        <button
          type="button"
          className="lt-button lt-button--secondary"
          disabled={review.ai.aiBusy !== null || withdrawn !== null}
          aria-describedby={withdrawn ? 'essay-summary-ai-off' : undefined}
          onClick={() => void review.ai.generateSummary()}
        >
          {t('summary.generate')}
        </button>
        <button
          type="button"
          className="lt-button lt-button--secondary"
          disabled={!review.ai.canRephrase}
          aria-describedby={withdrawn ? 'essay-summary-ai-off' : undefined}
          onClick={() => void review.ai.rephrase()}
        >
          {t('summary.rephrase')}
        </button>
      </div>
      {review.ai.aiBusy ? <p role="status">{t('summary.working')}</p> : null}
      {review.ai.aiProblem ? (
        <p className="lt-alert lt-alert--warning" role="alert">
          {t(`summary.${review.ai.aiProblem}`)}
        </p>
      ) : null}
      {shownAi ? (
        <fieldset className="essay-summary__rate">
          <legend className="lt-label">{t('summary.rate')}</legend>
          {RATINGS.map((rating) => (
            <label key={rating} className="essay-summary__star">
              <input
                type="radio"
                name="essay-summary-rate"
                value={rating}
                checked={shownAi.rate === rating}
                onChange={() => void review.ai.rateAiSummary(rating)}
              />
              <span aria-hidden="true">{rating}</span>
              <span className="lt-visually-hidden">{t('summary.rateOption', { rating })}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
});
