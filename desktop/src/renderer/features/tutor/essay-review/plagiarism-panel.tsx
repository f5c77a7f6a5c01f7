import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { EssayReviewStore } from '../../../stores/essay-review-store.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';

/** Lantern's own comparison with earlier submissions: the score, the passages, and the tutor's verdict. */
export const PlagiarismPanel = observer(function PlagiarismPanel({ review }: { review: EssayReviewStore }) {
  const { t } = useTranslation('essays');
  const format = useLocaleFormat();
  const plagiarism = review.review?.plagiarism;
  if (!plagiarism) return null;
  return (
    <div className="essay-plagiarism">
      {plagiarism.state === 'pending' ? <p>{t('plagiarism.pending')}</p> : null}
      {plagiarism.state === 'no_text' ? <p>{t('plagiarism.noText')}</p> : null}
      {plagiarism.state === 'checked' ? (
        <p className="essay-plagiarism__score">
          {t('plagiarism.score', { percent: Math.round((plagiarism.score ?? 0) * 100) })}
        </p>
      ) : null}
      {plagiarism.state === 'checked' && plagiarism.passages.length === 0 ? (
        <p>{t('plagiarism.clean')}</p>
      ) : null}
      {plagiarism.passages.length > 0 ? (
        <>
          <h3 className="essay-plagiarism__heading">{t('plagiarism.passages')}</h3>
          <ul className="essay-plagiarism__passages">
            {plagiarism.passages.map((passage, index) => (
              <li key={index} className="essay-plagiarism__passage">
                <p className="lt-label">{t('plagiarism.thisEssay', { page: passage.page_number })}</p>
                <blockquote>{passage.text}</blockquote>
                <p className="lt-label">
                  {t('plagiarism.source', {
                    date: format.date(passage.source_submitted_at),
                  })}
                </p>
                <blockquote>{passage.source_text}</blockquote>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <label className="essay-plagiarism__free">
        <input
          type="checkbox"
          checked={review.draft.plagiarismFree}
          onChange={(event) => review.draft.setPlagiarismFree(event.target.checked)}
        />
        {t('plagiarism.free')}
      </label>
    </div>
  );
});
