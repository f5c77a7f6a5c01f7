import type { ReviewedAnnotation, ReviewedEssay } from '@lantern/shared/contracts/essay-review';
import { ESSAY_STATUS } from '@lantern/shared/domain/essays/essay-filters';
import { numberComments } from '@lantern/shared/domain/essays/comment-numbers';
import type { PDFDocumentProxy } from '@lantern/shared/ui/pdf/pdf-document';
import { makeAutoObservable, observableRef, reaction, runInAction } from 'mobx';
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

/**
 * One reviewed essay as its student reads it: the tutor's summary and comments, and the essay's
 * pages to draw them over. pdf.js is imported when a review opens, so the signed-in shell, which
 * makes the badge's store above, never downloads it.
 */
export class ReviewedEssayStore {
  state: 'idle' | 'loading' | 'loaded' | 'error' = 'idle';
  review: ReviewedEssay | null = null;
  pdf: PDFDocumentProxy | null = null;

  constructor(
    private readonly root: RootStore,
    readonly essayId: number,
  ) {
    makeAutoObservable<ReviewedEssayStore, 'root'>(
      this,
      { root: false, pdf: observableRef, review: observableRef },
      { autoBind: true },
    );
  }

  /**
   * The comments in reading order (by page, then line by line, then left to right), each with the
   * number the downloaded PDF prints beside it. The student is sent no hidden comment, so each has one.
   */
  get comments(): { comment: ReviewedAnnotation; number: number }[] {
    return numberComments(this.review?.annotations ?? []).map(({ comment, number }) => ({
      comment,
      number: number!,
    }));
  }

  async load(): Promise<void> {
    this.state = 'loading';
    try {
      const review = await this.root.api.call('reviewedEssay', { params: { id: this.essayId } });
      runInAction(() => {
        this.review = review;
      });
      const { openPdf } = await import('@lantern/shared/ui/pdf/pdf-document');
      const file = await this.root.api.download('essayPdf', { params: { id: this.essayId } });
      const pdf = await openPdf(new Uint8Array(await file.blob.arrayBuffer()));
      runInAction(() => {
        this.pdf = pdf;
        this.state = 'loaded';
      });
    } catch {
      runInAction(() => {
        this.state = 'error';
      });
    }
  }

  close(): void {
    void this.pdf?.loadingTask.destroy();
  }
}

const openReviews = new WeakMap<RootStore, ReviewedEssayStore>();

/** The reviewed essay's store, made by its route: the one open already, or a new one that starts loading. */
export function openReviewedEssay(stores: RootStore, essayId: number): ReviewedEssayStore {
  const open = openReviews.get(stores);
  if (open?.essayId === essayId && open.state !== 'error') return open;
  open?.close();
  const store = new ReviewedEssayStore(stores, essayId);
  openReviews.set(stores, store);
  void store.load();
  return store;
}
