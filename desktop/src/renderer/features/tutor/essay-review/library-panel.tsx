import {
  ANNOTATION_CATEGORIES,
  annotationCategory,
  isAnnotationCategoryId,
} from '@lantern/shared/domain/essays/annotation-categories';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStores } from '../../../app/stores-context.js';
import type { EssayReviewStore } from '../../../stores/essay-review-store.js';

/** The tutor's reusable comments (`/tutor/content-library`), by category, each one press away. */
export const LibraryPanel = observer(function LibraryPanel({ review }: { review: EssayReviewStore }) {
  const { contentLibrary: library, flags } = useStores();
  const { t } = useTranslation('essays');
  const { t: common } = useTranslation('common');
  const items = library.shown;
  return (
    <div className="essay-library">
      <label htmlFor="essay-library-filter" className="lt-label">
        {t('library.filter')}
      </label>
      <select
        id="essay-library-filter"
        className="lt-input"
        value={library.category ?? ''}
        onChange={(event) => {
          const chosen = Number(event.target.value);
          library.setCategory(isAnnotationCategoryId(chosen) ? chosen : null);
        }}
      >
        <option value="">{t('library.all')}</option>
        {ANNOTATION_CATEGORIES.map((category) => (
          <option key={category.id} value={category.id}>
            {common(category.labelKey, { defaultValue: category.name })}
          </option>
        ))}
      </select>
      <label htmlFor="essay-library-search" className="lt-label">
        {t('library.search')}
      </label>
      <input
        id="essay-library-search"
        className="lt-input"
        type="search"
        value={library.search}
        onChange={(event) => library.setSearch(event.target.value)}
      />
      <p className="lt-hint">{t('library.useHint')}</p>
      {flags.isOn('tutor-content-library') ? (
        <Link className="essay-library__manage" to="/tutor/content-library">
          {t('library.manage')}
        </Link>
      ) : null}
      {library.state === 'loading' && library.items.size === 0 ? (
        <p role="status">{t('library.loading')}</p>
      ) : null}
      {library.state === 'error' ? (
        <p className="lt-alert lt-alert--error" role="alert">
          {t('library.failed')}
        </p>
      ) : null}
      {library.problem === 'save' ? (
        <p className="lt-alert lt-alert--error" role="alert">
          {t('library.saveFailed')}
        </p>
      ) : null}
      {library.state === 'loaded' && items.length === 0 ? (
        <p className="essay-panels__empty">{library.filtered ? t('library.noMatch') : t('library.empty')}</p>
      ) : null}
      <ul className="essay-library__items">
        {items.map((item) => {
          const category = annotationCategory(item.category);
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
                onClick={() => void review.annotations.useLibraryItem(item)}
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
