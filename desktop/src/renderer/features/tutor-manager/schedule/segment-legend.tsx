import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { useStores } from '../../../app/stores-context.js';
import { useSegmentTypeLabel } from '../../../app/use-segment-type-label.js';

/** Below this width the legend folds away, so a phone shows the calendar first. */
const NARROW = '(max-width: 640px)';

function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(() => window.matchMedia(NARROW).matches);
  useEffect(() => {
    const query = window.matchMedia(NARROW);
    const follow = () => setNarrow(query.matches);
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  return narrow;
}

/** What each colour stands for; the blocks also carry their type's name, so colour is never the only cue. */
export const SegmentLegend = observer(function SegmentLegend() {
  const { t } = useTranslation('console');
  const narrow = useNarrow();
  if (!narrow) return <LegendList />;
  return (
    <Disclosure className="schedule-legend-fold">
      <Heading level={3} className="schedule-legend-fold__heading">
        <Button slot="trigger" className="lt-button lt-button--ghost schedule-legend-fold__trigger">
          <span aria-hidden="true" className="schedule-legend-fold__chevron">
            ›
          </span>
          {t('manager.schedule.legendLabel')}
        </Button>
      </Heading>
      <DisclosurePanel className="schedule-legend-fold__panel">
        <LegendList />
      </DisclosurePanel>
    </Disclosure>
  );
});

const LegendList = observer(function LegendList() {
  const { schedule } = useStores();
  const { t } = useTranslation('console');
  const typeLabel = useSegmentTypeLabel();
  return (
    <ul className="schedule-legend" aria-label={t('manager.schedule.legendLabel')}>
      {schedule.segmentTypes.map((type) => (
        <li key={type.id} className="schedule-legend__item">
          <span className={`schedule-swatch schedule-type--${type.colour_key}`} aria-hidden="true" />
          {typeLabel(type.name)}
        </li>
      ))}
    </ul>
  );
});
