import type { EssaysStore } from '../../../stores/essays-store.js';
import { useStores } from '../../../stores/stores-context.js';

/** Writing review, which the pages' route loaders open (`enterReviewCenter`) before they render. */
export function useEssays(): EssaysStore {
  const { essays } = useStores();
  if (!essays) throw new Error('useEssays() needs a route loader that runs enterReviewCenter()');
  return essays;
}
