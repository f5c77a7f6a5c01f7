import {
  SUGGESTION_REASON_TYPES,
  type Suggestion,
  type SuggestionReasonType,
} from '@lantern/shared/contracts/essay-review';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsoleDialog } from '../../../app/console-dialog.js';
import type { EssayReviewStore } from '../../../stores/essay-review-store.js';
import { AiWithdrawnNote } from './ai-withdrawn-note.js';

/** The AI's suggested comments: accept, reword, or reject with a reason; rejected ones leave the list. */
export const SuggestionsPanel = observer(function SuggestionsPanel({ review }: { review: EssayReviewStore }) {
  const { t } = useTranslation('essays');
  const state = review.ai.suggestionsState;
  const shown = review.ai.visibleSuggestions;
  const ai = review.ai.status.offer;
  return (
    <div className="essay-suggestions">
      {ai.kind === 'withdrawn' ? (
        <AiWithdrawnNote reason={ai.reason} />
      ) : state === 'generating' ? (
        <p role="status">{t('suggestions.generating')}</p>
      ) : state === 'failed' ? (
        <p className="lt-alert lt-alert--warning">{t('suggestions.failed')}</p>
      ) : null}
      {state === 'ready' && shown.length === 0 ? (
        <p className="essay-panels__empty">{t('suggestions.empty')}</p>
      ) : null}
      <ul className="essay-suggestions__list">
        {shown.map((suggestion) => (
          <SuggestionCard key={suggestion.id} review={review} suggestion={suggestion} />
        ))}
      </ul>
    </div>
  );
});

interface SuggestionCardProps {
  review: EssayReviewStore;
  suggestion: Suggestion;
}

const SuggestionCard = observer(function SuggestionCard({ review, suggestion }: SuggestionCardProps) {
  const { t } = useTranslation('essays');
  const [editing, setEditing] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const pending = suggestion.status === 'pending';
  const busy = review.ai.deciding === suggestion.id;
  const id = `suggestion-${suggestion.id}`;
  return (
    <li
      className={`essay-suggestion${review.draft.isUnprocessed(suggestion.id) ? ' essay-suggestion--unprocessed' : ''}`}
    >
      <p className="essay-suggestion__quote">
        <span className="lt-label">{t('suggestions.quote')}</span> “{suggestion.quote}”
      </p>
      {editing === null ? (
        <p className="essay-suggestion__comment">{suggestion.display_comment}</p>
      ) : (
        <>
          <label htmlFor={`${id}-edit`} className="lt-label">
            {t('comments.text')}
          </label>
          <textarea
            id={`${id}-edit`}
            className="lt-input"
            rows={3}
            value={editing}
            onChange={(event) => setEditing(event.target.value)}
          />
        </>
      )}
      <p className="essay-suggestion__status">{t(`suggestions.status.${suggestion.status}`)}</p>
      {review.draft.isUnprocessed(suggestion.id) ? (
        <p className="essay-comment__error">{t('suggestions.unprocessed')}</p>
      ) : null}
      {review.ai.suggestionProblem === suggestion.id ? (
        <p className="essay-comment__error" role="alert">
          {t('suggestions.problem')}
        </p>
      ) : null}
      {pending ? (
        <div className="essay-comment__actions">
          {editing === null ? (
            <>
              <button
                type="button"
                disabled={busy}
                className="lt-button lt-button--secondary"
                onClick={() => void review.ai.acceptSuggestion(suggestion)}
              >
                {t('suggestions.accept')}
              </button>
              <button
                type="button"
                disabled={busy}
                className="lt-button lt-button--ghost"
                onClick={() => setEditing(suggestion.display_comment)}
              >
                {t('suggestions.edit')}
              </button>
              <button
                type="button"
                disabled={busy}
                className="lt-button lt-button--ghost"
                onClick={() => setRejecting(true)}
              >
                {t('suggestions.reject')}
              </button>
            </>
          ) : (
            <>
              <button
                type="button"
                className="lt-button lt-button--secondary"
                disabled={editing.trim() === ''}
                onClick={() =>
                  void review.ai.editSuggestion(suggestion, editing).then(() => setEditing(null))
                }
              >
                {t('suggestions.saveEdit')}
              </button>
              <button type="button" className="lt-button lt-button--ghost" onClick={() => setEditing(null)}>
                {t('suggestions.cancel')}
              </button>
            </>
          )}
        </div>
      ) : null}
      <RejectDialog
        isOpen={rejecting}
        onClose={() => setRejecting(false)}
        onReject={(type, reason) => {
          setRejecting(false);
          void review.ai.rejectSuggestion(suggestion, type, reason);
        }}
      />
    </li>
  );
});

interface RejectDialogProps {
  isOpen: boolean;
  onClose(): void;
  onReject(type: SuggestionReasonType, reason: string): void;
}

function RejectDialog({ isOpen, onClose, onReject }: RejectDialogProps) {
  const { t } = useTranslation('essays');
  const [type, setType] = useState<SuggestionReasonType>('rejection');
  const [reason, setReason] = useState('');
  return (
    <ConsoleDialog title={t('suggestions.rejectTitle')} isOpen={isOpen} onClose={onClose}>
      <form
        className="essay-reject"
        onSubmit={(event) => {
          event.preventDefault();
          onReject(type, reason);
        }}
      >
        <fieldset className="essay-reject__reasons">
          <legend className="lt-label">{t('suggestions.reason')}</legend>
          {SUGGESTION_REASON_TYPES.map((option) => (
            <label key={option} className="essay-reject__reason">
              <input
                type="radio"
                name="reason"
                value={option}
                checked={type === option}
                onChange={() => setType(option)}
              />
              {t(`suggestions.reasons.${option}`)}
            </label>
          ))}
        </fieldset>
        <label htmlFor="essay-reject-text" className="lt-label">
          {t('suggestions.reasonText')}
        </label>
        <textarea
          id="essay-reject-text"
          className="lt-input"
          rows={2}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className="essay-comment__actions">
          <button type="button" className="lt-button lt-button--ghost" onClick={onClose}>
            {t('suggestions.cancel')}
          </button>
          <button type="submit" className="lt-button lt-button--primary">
            {t('suggestions.reject')}
          </button>
        </div>
      </form>
    </ConsoleDialog>
  );
}
