import { usePageTitle } from '@lantern/shared/ui/page-title';
import { observer } from 'mobx-react-lite';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useLiveHelp } from './use-live-help.js';
import { BookmarksTab } from './bookmarks-tab.js';
import { CurrentSession } from './current-session.js';
import { HistoryTab } from './history-tab.js';
import '../../../app/pill-tabs.css';
import './classroom.css';

type ClassroomTab = 'session' | 'history' | 'bookmarks';
const TABS: readonly string[] = ['history', 'bookmarks'];

/**
 * `/student/classroom`: the session (waiting room or chat), `?tab=history` for past ones and
 * `?tab=bookmarks` for the messages kept.
 */
function ClassroomPage() {
  const liveHelp = useLiveHelp();
  const { t } = useTranslation('classroom');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const asked = search.get('tab') ?? '';
  const tab = (TABS.includes(asked) ? asked : 'session') as ClassroomTab;
  usePageTitle(
    tab === 'history'
      ? t('history.heading')
      : tab === 'bookmarks'
        ? t('classroom.tabs.bookmarks')
        : t('classroom.title'),
  );
  const inChat = liveHelp.currentSession?.status === 'matched';

  return (
    <div className={`page classroom-page${inChat && tab === 'session' ? ' classroom-page--chat' : ''}`}>
      <Tabs
        className="pill-tabs"
        selectedKey={tab}
        onSelectionChange={(key) => void navigate({ search: key === 'session' ? '' : `?tab=${String(key)}` })}
      >
        <div className="classroom-page__header">
          <h1>{t('classroom.heading')}</h1>
          <TabList className="pill-tabs__list classroom-tabs__list" aria-label={t('classroom.tabsLabel')}>
            <Tab id="session" className="pill-tabs__tab classroom-tabs__tab">
              {t('classroom.tabs.session')}
            </Tab>
            <Tab id="history" className="pill-tabs__tab classroom-tabs__tab">
              {t('classroom.tabs.history')}
            </Tab>
            <Tab id="bookmarks" className="pill-tabs__tab classroom-tabs__tab">
              {t('classroom.tabs.bookmarks')}
            </Tab>
          </TabList>
        </div>
        <TabPanel id="session" className="pill-tabs__panel classroom-tabs__panel">
          <CurrentSession />
        </TabPanel>
        <TabPanel id="history" className="pill-tabs__panel classroom-tabs__panel">
          <HistoryTab />
        </TabPanel>
        <TabPanel id="bookmarks" className="pill-tabs__panel classroom-tabs__panel">
          <BookmarksTab />
        </TabPanel>
      </Tabs>
    </div>
  );
}

export default observer(ClassroomPage);
