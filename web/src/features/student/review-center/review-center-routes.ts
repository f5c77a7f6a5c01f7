import { loadNamespace } from '@lantern/shared/i18n/load-namespace';
import { ESSAY_FILTERS, type EssayFilter } from '@lantern/shared/domain/essays/essay-filters';
import { getI18n } from 'react-i18next';
import { EssaysStore } from '../../../stores/essays-store.js';
import type { RootStore } from '../../../stores/root-store.js';
import { openReviewedEssay } from '../../../stores/reviewed-essays-store.js';
import ReviewCenterRoute from './review-center-route.js';
import UploadWorkPage from './upload-work-page.js';

// What the router needs of writing review, in one module it imports lazily: none of the
// feature's code or strings reach the sign-in page.

/** The pages, by route. */
export const reviewCenterPages = { reviewCenter: ReviewCenterRoute, uploadWork: UploadWorkPage };

/** `/student/review-center/:essayId`: a reviewed essay, with its comments beside its pages. */
const REVIEWED_ESSAY_PATH = /\/review-center\/(\d+)$/;

/**
 * A writing-review page is about to render: the essays store is created once for the app (bound
 * to the socket's essay events from then on), the `essays` catalogue is loaded, and the page's
 * data starts loading: the review center's list, the upload form's sections, or a reviewed essay.
 */
export async function enterReviewCenter(stores: RootStore, url: URL): Promise<EssaysStore> {
  stores.essays ??= new EssaysStore(stores);
  const essays = stores.essays;
  const strings = loadNamespace(getI18n(), 'essays');
  const reviewed = REVIEWED_ESSAY_PATH.exec(url.pathname);
  if (url.pathname.endsWith('/upload-work')) void stores.home.load();
  else if (reviewed) {
    const id = Number(reviewed[1]);
    openReviewedEssay(stores, id);
    void essays.loadEssay(id);
  } else {
    const asked = url.searchParams.get('filter') ?? 'all';
    const filter = (ESSAY_FILTERS as readonly string[]).includes(asked) ? (asked as EssayFilter) : 'all';
    // Coming back to a list shows what changed while away.
    essays.showFilter(filter, essays.list(filter)?.status === 'loaded');
  }
  await strings;
  return essays;
}
