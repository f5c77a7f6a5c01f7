import type { ReviewedAnnotation, ReviewedEssay } from '@lantern/shared/contracts/essay-review';
import { ESSAY_STATUS } from '@lantern/shared/domain/essays/essay-filters';
import { numberComments } from '@lantern/shared/domain/essays/comment-numbers';
import type { PDFDocumentProxy } from '@lantern/shared/ui/pdf/pdf-document';
import { type LoadStatus, OnceLoader } from '@lantern/shared/state/once-loader';
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
  /** A failure keeps the last count; the next essay event asks again. */
  private readonly counts: OnceLoader<number>;

  constructor(private readonly root: RootStore) {
    this.counts = new OnceLoader(
      async () => (await this.root.api.call('navbarNotifications')).reviewed_essays,
      (count) => {
        this.count = count;
      },
    );
    makeAutoObservable<ReviewedEssaysStore, 'root' | 'counts'>(
      this,
      { root: false, counts: false },
      { autoBind: true },
    );
    reaction(
      () => (this.applies ? this.root.user.identityKey : null),
      (identity) => {
        this.counts.reset();
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

  refresh(): Promise<void> {
    if (!this.applies) return Promise.resolve();
    return this.counts.load(true);
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
  review: ReviewedEssay | null = null;
  pdf: PDFDocumentProxy | null = null;
  /** Loaded once the pages are open; the review itself is kept as soon as it comes. */
  private readonly opening: OnceLoader<PDFDocumentProxy>;

  constructor(
    private readonly root: RootStore,
    readonly essayId: number,
  ) {
    this.opening = new OnceLoader(
      () => this.fetchReview(),
      (pdf) => {
        this.pdf = pdf;
      },
    );
    makeAutoObservable<ReviewedEssayStore, 'root' | 'opening'>(
      this,
      { root: false, opening: false, pdf: observableRef, review: observableRef },
      { autoBind: true },
    );
  }

  get state(): LoadStatus {
    return this.opening.status;
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

  load(): Promise<void> {
    return this.opening.load(true);
  }

  private async fetchReview(): Promise<PDFDocumentProxy> {
    const review = await this.root.api.call('reviewedEssay', { params: { id: this.essayId } });
    runInAction(() => {
      this.review = review;
    });
    const { openPdf } = await import('@lantern/shared/ui/pdf/pdf-document');
    const file = await this.root.api.download('essayPdf', { params: { id: this.essayId } });
    return openPdf(new Uint8Array(await file.blob.arrayBuffer()));
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
