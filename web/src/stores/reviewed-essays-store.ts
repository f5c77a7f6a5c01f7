import { ESSAY_STATUS } from '@lantern/shared/domain/essays/essay-filters';
import { makeAutoObservable, reaction, runInAction } from 'mobx';
import type { RootStore } from './root-store.js';

/**
 * The review center's navbar badge: the student's reviewed essays not downloaded yet
 * (`GET /me/navbar-notifications`). Read when a student whose school reviews writing signs in,
 * and again when one of their essays is reviewed or downloaded. The signed-in shell creates it
 * (`openReviewedEssays`), so the sign-in page never downloads it.
 */
export class ReviewedEssaysStore {
  count = 0;

  constructor(private readonly root: RootStore) {
    makeAutoObservable<ReviewedEssaysStore, 'root'>(this, { root: false }, { autoBind: true });
    reaction(
      () => (this.applies ? this.root.user.identityKey : null),
      (identity) => {
        this.count = 0;
        if (identity !== null) void this.refresh();
      },
      { fireImmediately: true },
    );
    root.connection.on('essays.essay.updated', ({ essay }) => {
      if (essay.status === ESSAY_STATUS.REVIEWED || essay.status === ESSAY_STATUS.DOWNLOADED)
        void this.refresh();
    });
  }

  private get applies(): boolean {
    const user = this.root.user.current;
    return user?.role === 'student' && user.school?.features_essay_review === true;
  }

  async refresh(): Promise<void> {
    if (!this.applies) return;
    try {
      const counts = await this.root.api.call('navbarNotifications');
      runInAction(() => {
        this.count = counts.reviewed_essays;
      });
    } catch {
      // The badge keeps its last count; the next essay event asks again.
    }
  }
}

/** Opened once by the signed-in shell. */
export function openReviewedEssays(stores: RootStore): ReviewedEssaysStore {
  stores.reviewedEssays ??= new ReviewedEssaysStore(stores);
  return stores.reviewedEssays;
}
