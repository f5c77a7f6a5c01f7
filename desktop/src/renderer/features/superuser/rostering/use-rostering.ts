import { reaction } from 'mobx';
import { useEffect, useMemo } from 'react';
import { useStores } from '../../../app/stores-context.js';
import { RosterSyncsStore } from '../../../stores/roster-syncs-store.js';
import { RosteringStore } from '../../../stores/rostering-store.js';

/**
 * The rostering stores of the page on screen: loads the latest imports and the roster APIs, stops
 * following on leave.
 */
export function useRostering(): { store: RosteringStore; syncs: RosterSyncsStore } {
  const { api } = useStores();
  const stores = useMemo(() => {
    const store = new RosteringStore(api);
    return { store, syncs: new RosterSyncsStore(api, store) };
  }, [api]);
  useEffect(() => {
    void stores.store.load();
    void stores.syncs.load();
    // A sync's run on screen that moves on (read, stopped, applied) is its source's last run too.
    const stop = reaction(
      () => stores.store.current?.status,
      () => {
        if (stores.store.current?.sync) void stores.syncs.load();
      },
    );
    return () => {
      stop();
      stores.store.dispose();
    };
  }, [stores]);
  return stores;
}
