import { useMemo } from 'react';
import { useStores } from '../../app/stores-context.js';
import { SuperuserStore } from '../../stores/superuser-store.js';

/** The moderation store of the page on screen. */
export function useSuperuser(): SuperuserStore {
  const { api } = useStores();
  return useMemo(() => new SuperuserStore(api), [api]);
}
