import { useParams } from 'react-router';
import ReviewCenterPage from './review-center-page.js';
import ReviewedEssayPage from './reviewed-essay-page.js';

/**
 * `/student/review-center` lists the essays, `/student/review-center/:essayId` shows one reviewed
 * essay. One route serves both so the router, which the sign-in page downloads first, stays the
 * size it was.
 */
export default function ReviewCenterRoute() {
  return useParams().essayId ? <ReviewedEssayPage /> : <ReviewCenterPage />;
}
