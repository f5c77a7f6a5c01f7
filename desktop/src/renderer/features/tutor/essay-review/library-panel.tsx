import {
  ANNOTATION_CATEGORIES,
  isAnnotationCategoryId,
} from '@lantern/shared/domain/essays/annotation-categories';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { EssayReviewStore } from '../../../stores/essay-review-store.js';

/** The tutor's reusable comments (`/tutor/content-library`), by category, each one press away. */
export const LibraryPanel = observer(function LibraryPanel({ review }: { review: EssayReviewStore }) {
  const { t } = useTranslation('essays');
  const { t: common } = useTranslation('common');
  const items = review.libraryShown;
  return (
    <div className="essay-library">
      <label htmlFor="essay-library-filter" className="lt-label">
        {t('library.filter')}
      </label>
      <select
        id="essay-library-filter"
        className="lt-input"
        value={review.libraryFilter ?? ''}
        onChange={(event) => {
          const chosen = Number(event.target.value);
          review.setLibraryFilter(isAnnotationCategoryId(chosen) ? chosen : null);
        }}
      >
        <option value="">{t('library.all')}</option>
        {ANNOTATION_CATEGORIES.map((category) => (
          <option key={category.id} value={category.id}>
            {common(category.labelKey, { defaultValue: category.name })}
          </option>
        ))}
      </select>
      <p className="lt-hint">{t('library.useHint')}</p>
      {review.libraryState === 'loading' ? <p role="status">{t('library.loading')}</p> : null}
      {review.libraryState === 'error' ? (
        <p className="lt-alert lt-alert--error" role="alert">
          {t('library.failed')}
        </p>
      ) : null}
      {review.libraryState === 'loaded' && items.length === 0 ? (
        <p className="essay-panels__empty">{t('library.empty')}</p>
      ) : null}
      <ul className="essay-library__items">
        {items.map((item) => {
          const category = ANNOTATION_CATEGORIES.find((candidate) => candidate.id === item.category);
          return (
            <li
              key={item.id}
              className="essay-library__item"
              style={{ borderInlineStartColor: category?.color }}
            >
              <p className="essay-library__category">
                {category ? common(category.labelKey, { defaultValue: category.name }) : null}
              </p>
              <p className="essay-library__text">{item.text}</p>
              <button
                type="button"
                className="lt-button lt-button--secondary"
                aria-label={`${t('library.use')}: ${item.text.slice(0, 60)}`}
                onClick={() => void review.useLibraryItem(item)}
              >
                {t('library.use')}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
});
