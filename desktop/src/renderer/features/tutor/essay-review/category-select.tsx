import {
  ANNOTATION_CATEGORIES,
  type AnnotationCategoryId,
  isAnnotationCategoryId,
} from '@lantern/shared/domain/essays/annotation-categories';
import { useTranslation } from 'react-i18next';
import './category-select.css';

interface CategorySelectProps {
  id: string;
  label: string;
  value: AnnotationCategoryId;
  onChange(category: AnnotationCategoryId): void;
}

/** One of the six comment categories, each with its colour beside the name. */
export function CategorySelect({ id, label, value, onChange }: CategorySelectProps) {
  const { t } = useTranslation('common');
  const colour = ANNOTATION_CATEGORIES.find((category) => category.id === value)?.color;
  return (
    <span className="essay-category">
      <label htmlFor={id} className="lt-label">
        {label}
      </label>
      <span className="essay-category__row">
        <span className="essay-category__swatch" style={{ background: colour }} aria-hidden="true" />
        <select
          id={id}
          className="lt-input essay-category__select"
          value={value}
          onChange={(event) => {
            const chosen = Number(event.target.value);
            if (isAnnotationCategoryId(chosen)) onChange(chosen);
          }}
        >
          {ANNOTATION_CATEGORIES.map((category) => (
            <option key={category.id} value={category.id}>
              {t(category.labelKey, { defaultValue: category.name })}
            </option>
          ))}
        </select>
      </span>
    </span>
  );
}
