import { describe, expect, it } from 'vitest';
import { openReviewedEssays } from './reviewed-essays-store.js';
import { makeStores, makeUser, settle, signInAs } from './test-support.js';

const reviewing = (id: number) =>
  makeUser({
    id,
    username: `student-${id}`,
    school: { ...makeUser().school!, features_essay_review: true },
  });

describe('ReviewedEssaysStore', () => {
  it("should count the student's reviewed essays, and keep the last count when asking again fails", async () => {
    const { stores, api } = makeStores();
    api.handlers.navbarNotifications = () => ({ reviewed_essays: 2 });
    await signInAs(stores, api, reviewing(1));
    const badge = openReviewedEssays(stores);
    await settle();
    expect(badge.count).toBe(2);
    api.handlers.navbarNotifications = () => {
      throw new Error('offline');
    };
    await badge.refresh();
    expect(badge.count).toBe(2);
  });

  it('should not show the count asked for someone signed in before', async () => {
    const { stores, api } = makeStores();
    let answer: (counts: { reviewed_essays: number }) => void = () => undefined;
    api.handlers.navbarNotifications = () => new Promise((resolve) => (answer = resolve));
    await signInAs(stores, api, reviewing(1));
    const badge = openReviewedEssays(stores);
    const late = answer;
    api.handlers.navbarNotifications = () => ({ reviewed_essays: 0 });
    await signInAs(stores, api, reviewing(2));
    await settle();
    late({ reviewed_essays: 5 });
    await settle();
    expect(badge.count).toBe(0);
  });
});
