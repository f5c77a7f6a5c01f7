import { type ReactNode, useCallback } from 'react';
import { RouterProvider, Tab, TabList, TabPanel, Tabs } from 'react-aria-components';
import { useNavigate, useResolvedPath } from 'react-router';
import { toConsoleHref, toRouterPath } from './console-paths.js';
import { KEEP_FOCUS_STATE } from './route-focus.js';
import './routed-tabs.css';

export interface RoutedTab<Id extends string> {
  id: Id;
  /** The tab's address below the page's own: `meal-breaks`, `classroom`. */
  path: string;
  label: ReactNode;
}

interface RoutedTabsProps<Id extends string> {
  tabs: readonly RoutedTab<Id>[];
  selected: Id;
  label: string;
  panel: (id: Id) => ReactNode;
}

/**
 * Tabs that are each an address of their own (the spec's `breaks-center/meal-breaks`,
 * `action-center/classroom`): a tab is a link the router follows without a full load, and focus
 * stays on the tab so the arrow keys keep switching.
 */
export function RoutedTabs<Id extends string>({ tabs, selected, label, panel }: RoutedTabsProps<Id>) {
  const navigateTab = useTabNavigate();
  const base = useResolvedPath('..', { relative: 'path' }).pathname;
  return (
    <RouterProvider navigate={navigateTab}>
      <Tabs selectedKey={selected} className="routed-tabs">
        <TabList aria-label={label} className="routed-tabs__list">
          {tabs.map((tab) => (
            <Tab
              key={tab.id}
              id={tab.id}
              href={toConsoleHref(`${base}/${tab.path}`)}
              className="routed-tabs__tab"
            >
              {tab.label}
            </Tab>
          ))}
        </TabList>
        {tabs.map((tab) => (
          <TabPanel key={tab.id} id={tab.id} className="routed-tabs__panel">
            {panel(tab.id)}
          </TabPanel>
        ))}
      </Tabs>
    </RouterProvider>
  );
}

function useTabNavigate() {
  const navigate = useNavigate();
  return useCallback(
    (href: string) => {
      const path = toRouterPath(href);
      if (path === null) window.location.assign(href);
      else void navigate(path, { state: KEEP_FOCUS_STATE, preventScrollReset: true });
    },
    [navigate],
  );
}
