import type { Annotation } from '@lantern/shared/contracts/essay-review';
import { annotationCategory } from '@lantern/shared/domain/essays/annotation-categories';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { EssayReviewStore } from '../../../stores/essay-review-store.js';
import { CategorySelect } from './category-select.js';

/**
 * Every comment in reading order, each edited in place; the one selected on the page opens focused.
 * Numbered as the student's annotated PDF numbers them; a hidden comment has no number there.
 */
export const CommentsPanel = observer(function CommentsPanel({ review }: { review: EssayReviewStore }) {
  const { t } = useTranslation('essays');
  const comments = review.annotations.ordered;
  if (comments.length === 0) return <p className="essay-panels__empty">{t('comments.empty')}</p>;
  return (
    <ol className="essay-comments">
      {comments.map((annotation) => (
        <CommentCard
          key={annotation.id}
          review={review}
          annotation={annotation}
          number={review.annotations.numberOf(annotation.id)}
        />
      ))}
    </ol>
  );
});

interface CommentCardProps {
  review: EssayReviewStore;
  annotation: Annotation;
  /** Null for a hidden comment. */
  number: number | null;
}

const CommentCard = observer(function CommentCard({ review, annotation, number }: CommentCardProps) {
  const { t } = useTranslation('essays');
  const text = useRef<HTMLTextAreaElement>(null);
  const selected = review.annotations.selectedId === annotation.id;
  const empty = review.draft.isEmptyComment(annotation.id);
  const delivery = review.annotations.delivery(annotation.id);
  const colour = annotationCategory(annotation.category)?.color;
  const id = `comment-${annotation.id}`;

  const focusRequest = review.annotations.focusRequest;
  useEffect(() => {
    if (!selected) return;
    text.current?.scrollIntoView({ block: 'nearest' });
    text.current?.focus({ preventScroll: true });
  }, [selected, focusRequest]);

  return (
    <li
      className={`essay-comment${selected ? ' essay-comment--selected' : ''}${annotation.hidden ? ' essay-comment--hidden' : ''}`}
      style={{ borderInlineStartColor: colour }}
      aria-labelledby={`${id}-title`}
    >
      <div className="essay-comment__head">
        <h3 id={`${id}-title`} className="essay-comment__title">
          <button
            type="button"
            className="essay-comment__select"
            onClick={() => review.annotations.select(annotation.id)}
          >
            {number === null
              ? t('comments.headingHidden', { page: annotation.page_number })
              : t('comments.heading', { number, page: annotation.page_number })}
          </button>
        </h3>
        <span className="essay-comment__kind">
          {annotation.quads ? t('comments.highlight') : t('comments.pin')}
        </span>
        {delivery ? (
          <span className={`essay-comment__delivery essay-comment__delivery--${delivery}`}>
            {t(`comments.${delivery}`)}
          </span>
        ) : null}
      </div>
      <CategorySelect
        id={`${id}-category`}
        label={t('comments.category')}
        value={annotation.category}
        onChange={(category) => review.annotations.setAnnotationCategory(annotation.id, category)}
      />
      <label htmlFor={`${id}-text`} className="lt-label">
        {t('comments.text')}
      </label>
      <textarea
        ref={text}
        id={`${id}-text`}
        className="lt-input essay-comment__text"
        rows={3}
        value={annotation.comment}
        aria-invalid={empty || undefined}
        aria-describedby={empty ? `${id}-error` : undefined}
        onFocus={() => {
          if (!selected) review.annotations.select(annotation.id);
        }}
        onChange={(event) => review.annotations.setComment(annotation.id, event.target.value)}
        onBlur={review.annotations.endTyping}
      />
      {empty ? (
        <p id={`${id}-error`} className="essay-comment__error">
          {t('comments.emptyError')}
        </p>
      ) : null}
      {annotation.hidden ? <p className="essay-comment__hidden">{t('comments.hidden')}</p> : null}
      <div className="essay-comment__actions">
        <button
          type="button"
          className="lt-button lt-button--ghost"
          aria-describedby={`${id}-title`}
          onClick={() => review.annotations.setHidden(annotation.id, !annotation.hidden)}
        >
          {annotation.hidden ? t('comments.show') : t('comments.hide')}
        </button>
        <button
          type="button"
          className="lt-button lt-button--ghost"
          disabled={annotation.comment.trim() === ''}
          aria-describedby={`${id}-title`}
          onClick={() => void review.annotations.saveToLibrary(annotation)}
        >
          {t('comments.saveToLibrary')}
        </button>
        <button
          type="button"
          className="lt-button lt-button--ghost"
          aria-describedby={`${id}-title`}
          onClick={() => review.annotations.remove(annotation.id)}
        >
          {t('comments.delete')}
        </button>
      </div>
    </li>
  );
});
