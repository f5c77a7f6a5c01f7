import {
  ANNOTATION_CATEGORIES,
  isAnnotationCategoryId,
} from '@lantern/shared/domain/essays/annotation-categories';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { useStores } from '../../../app/stores-context.js';
import { useLocaleFormat } from '../../../app/use-locale-format.js';

const ALL = 'all';

/** All comments or one category's, each choice with its colour and how many it holds; arrows move. */
export const CategoryFilter = observer(function CategoryFilter() {
  const { contentLibrary: library } = useStores();
  const { t } = useTranslation('console');
  const { t: common } = useTranslation('common');
  const format = useLocaleFormat();
  return (
    <RadioGroup
      className="content-library__categories"
      orientation="horizontal"
      value={library.category === null ? ALL : String(library.category)}
      onChange={(value) => {
        const chosen = Number(value);
        library.setCategory(isAnnotationCategoryId(chosen) ? chosen : null);
      }}
    >
      <Label className="lt-label">{t('tutor.contentLibrary.category')}</Label>
      <div className="content-library__chips">
        <Radio value={ALL} className="content-library__chip">
          {t('tutor.contentLibrary.all')}{' '}
          <span className="content-library__count">{format.number(library.items.size)}</span>
        </Radio>
        {ANNOTATION_CATEGORIES.map((category) => (
          <Radio key={category.id} value={String(category.id)} className="content-library__chip">
            <span
              className="content-library__swatch"
              style={{ background: category.color }}
              aria-hidden="true"
            />
            {common(category.labelKey, { defaultValue: category.name })}{' '}
            <span className="content-library__count">
              {format.number(library.counts.get(category.id) ?? 0)}
            </span>
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
});
