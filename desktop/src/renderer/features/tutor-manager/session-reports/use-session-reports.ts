import { useMemo } from 'react';
import { useStores } from '../../../app/stores-context.js';
import { SessionReportsStore } from '../../../stores/session-reports-store.js';

/** The reports store of the page on screen: each page starts from the server's current answer. */
export function useSessionReports(): SessionReportsStore {
  const { api } = useStores();
  return useMemo(() => new SessionReportsStore(api), [api]);
}

export const fullName = (person: { first_name: string; last_name: string }) =>
  `${person.first_name} ${person.last_name}`;
