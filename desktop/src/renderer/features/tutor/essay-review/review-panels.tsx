import { observer } from 'mobx-react-lite';
import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import type { EssayReviewStore, ReviewPanel } from '../../../stores/essay-review-store.js';
import { CommentsPanel } from './comments-panel.js';
import { LibraryPanel } from './library-panel.js';
import { PlagiarismPanel } from './plagiarism-panel.js';
import { SuggestionsPanel } from './suggestions-panel.js';
import { SummaryPanel } from './summary-panel.js';

const PANELS: ReviewPanel[] = ['comments', 'library', 'suggestions', 'summary', 'plagiarism'];

/** The review beside the pages, one tab at a time; a refused submit opens the suggestions. */
export const ReviewPanels = observer(function ReviewPanels({ review }: { review: EssayReviewStore }) {
  const { t } = useTranslation('essays');
  return (
    <Tabs
      className="essay-panels"
      selectedKey={review.panel}
      onSelectionChange={(key: Key) => review.setPanel(key as ReviewPanel)}
    >
      <TabList className="essay-panels__tabs" aria-label={t('editor.panels')}>
        {PANELS.map((panel) => (
          <Tab key={panel} id={panel} className="essay-panels__tab">
            {t(`editor.tabs.${panel}`)}
            {panel === 'comments' ? ` (${review.annotations.byId.size})` : null}
          </Tab>
        ))}
      </TabList>
      <TabPanel id="comments" className="essay-panels__panel">
        <CommentsPanel review={review} />
      </TabPanel>
      <TabPanel id="library" className="essay-panels__panel">
        <LibraryPanel review={review} />
      </TabPanel>
      <TabPanel id="suggestions" className="essay-panels__panel">
        <SuggestionsPanel review={review} />
      </TabPanel>
      <TabPanel id="summary" className="essay-panels__panel">
        <SummaryPanel review={review} />
      </TabPanel>
      <TabPanel id="plagiarism" className="essay-panels__panel">
        <PlagiarismPanel review={review} />
      </TabPanel>
    </Tabs>
  );
});
