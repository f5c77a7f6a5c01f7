import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Checkbox,
  CheckboxGroup,
  Dialog,
  DialogTrigger,
  Input,
  Label,
  Popover,
  SearchField,
  Text,
} from 'react-aria-components';
import { useStores } from '../../../app/stores-context.js';
import { useSegmentTypeLabel } from '../../../app/use-segment-type-label.js';

/** The "filtering" step: tutors by name, always at hand; segment types in a popover. */
export const ScheduleFilters = observer(function ScheduleFilters() {
  const { schedule } = useStores();
  const { t } = useTranslation('console');
  const typeLabel = useSegmentTypeLabel();
  const chosen = schedule.typeFilter.size;
  return (
    <div className="schedule-filters">
      <SearchField
        className="console-field schedule-search"
        value={schedule.nameFilter}
        onChange={(name) => schedule.setNameFilter(name)}
      >
        <Label className="lt-label">{t('manager.schedule.searchLabel')}</Label>
        <div className="schedule-search__box">
          <Input className="console-field__input" placeholder={t('manager.schedule.searchPlaceholder')} />
          {schedule.nameFilter ? (
            <Button className="schedule-search__clear">
              <span aria-hidden="true">×</span>
            </Button>
          ) : null}
        </div>
      </SearchField>
      <DialogTrigger
        isOpen={schedule.step === 'filtering'}
        onOpenChange={(open) => (open ? schedule.begin({ step: 'filtering' }) : schedule.close())}
      >
        <Button className="lt-button lt-button--secondary schedule-filters__types">
          {chosen
            ? t('manager.schedule.typesButtonCount', { count: chosen })
            : t('manager.schedule.typesButton')}
        </Button>
        <Popover className="schedule-popover" placement="bottom start">
          <Dialog className="schedule-filter-dialog" aria-label={t('manager.schedule.typesLabel')}>
            <CheckboxGroup
              className="schedule-type-filter"
              value={[...schedule.typeFilter]}
              onChange={(types) => schedule.setTypes(types)}
            >
              <Label className="lt-label">{t('manager.schedule.typesLabel')}</Label>
              {schedule.segmentTypes.map(({ name, colour_key }) => (
                <Checkbox key={name} value={name} className="schedule-checkbox">
                  {({ isSelected }) => (
                    <>
                      <span className="schedule-checkbox__box" aria-hidden="true">
                        {isSelected ? '✓' : ''}
                      </span>
                      <span className={`schedule-swatch schedule-type--${colour_key}`} aria-hidden="true" />
                      {typeLabel(name)}
                    </>
                  )}
                </Checkbox>
              ))}
              <Text slot="description" className="lt-hint">
                {t('manager.schedule.typesHint')}
              </Text>
            </CheckboxGroup>
          </Dialog>
        </Popover>
      </DialogTrigger>
      {schedule.filtering ? (
        <Button className="lt-button lt-button--ghost" onPress={() => schedule.clearFilters()}>
          {t('manager.schedule.clearFilters')}
        </Button>
      ) : null}
    </div>
  );
});
