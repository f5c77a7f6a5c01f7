import { useEffect, useMemo } from 'react';
import { useStores } from '../../../app/stores-context.js';
import { RosteringStore } from '../../../stores/rostering-store.js';

/** The rostering store of the page on screen: loads the latest imports, stops following on leave. */
export function useRostering(): RosteringStore {
  const { api } = useStores();
  const store = useMemo(() => new RosteringStore(api), [api]);
  useEffect(() => {
    void store.load();
    return () => store.dispose();
  }, [store]);
  return store;
}
