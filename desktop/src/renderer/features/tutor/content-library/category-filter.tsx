import {
  ANNOTATION_CATEGORIES,
  isAnnotationCategoryId,
} from '@lantern/shared/domain/essays/annotation-categories';
import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { useStores } from '../../../app/stores-context.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';

const ALL = 'all';

/**
 * All comments or one category's, each choice with its colour and how many it holds. A single-choice
 * button group (a radio group to assistive technology): arrows move, and each choice is a full-size
 * target, which a radio's hidden input is not.
 */
export const CategoryFilter = observer(function CategoryFilter() {
  const { contentLibrary: library } = useStores();
  const { t } = useTranslation('console');
  const { t: common } = useTranslation('common');
  const format = useLocaleFormat();
  const labelId = useId();
  return (
    <div className="content-library__categories">
      <span id={labelId} className="lt-label">
        {t('tutor.contentLibrary.category')}
      </span>
      <ToggleButtonGroup
        aria-labelledby={labelId}
        className="content-library__chips"
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[library.category === null ? ALL : String(library.category)]}
        onSelectionChange={(keys) => {
          const chosen = Number([...keys][0]);
          library.setCategory(isAnnotationCategoryId(chosen) ? chosen : null);
        }}
      >
        <ToggleButton id={ALL} className="content-library__chip">
          {t('tutor.contentLibrary.all')}{' '}
          <span className="content-library__count">{format.number(library.items.size)}</span>
        </ToggleButton>
        {ANNOTATION_CATEGORIES.map((category) => (
          <ToggleButton key={category.id} id={String(category.id)} className="content-library__chip">
            <span
              className="content-library__swatch"
              style={{ background: category.color }}
              aria-hidden="true"
            />
            {common(category.labelKey, { defaultValue: category.name })}{' '}
            <span className="content-library__count">
              {format.number(library.counts.get(category.id) ?? 0)}
            </span>
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </div>
  );
});
