import { SCHEDULABLE_SEGMENT_TYPES } from '@lantern/shared/contracts/schedules';
import { useTranslation } from 'react-i18next';
import { segmentTypeSlug, useSegmentTypeLabel } from './segment-type.js';

/** What each colour stands for; the blocks also carry their type's name, so colour is never the only cue. */
export function SegmentLegend() {
  const { t } = useTranslation('console');
  const typeLabel = useSegmentTypeLabel();
  return (
    <ul className="schedule-legend" aria-label={t('manager.schedule.legendLabel')}>
      {SCHEDULABLE_SEGMENT_TYPES.map((type) => (
        <li key={type} className="schedule-legend__item">
          <span className={`schedule-swatch schedule-type--${segmentTypeSlug(type)}`} aria-hidden="true" />
          {typeLabel(type)}
        </li>
      ))}
    </ul>
  );
}
