import { annotationCategory } from '@lantern/shared/domain/essays/annotation-categories';
import type { ReviewedAnnotation } from '@lantern/shared/contracts/essay-review';
import type { PageViewport } from '@lantern/shared/ui/pdf/pdf-document';
import { AnnotationMarks } from '@lantern/shared/ui/pdf/pdf-marks';
import { PdfPages } from '@lantern/shared/ui/pdf/pdf-pages';
import { usePageTitle } from '@lantern/shared/ui/page-title';
import { PendingState } from '@lantern/shared/ui/states';
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { RouterLink } from '../../../app/router-link.js';
import { openReviewedEssay, type ReviewedEssayStore } from '../../../stores/reviewed-essays-store.js';
import { useStores } from '../../../stores/stores-context.js';
import { Rating } from './details-dialog.js';
import { useEssays } from './use-essays.js';
import '../../../app/pages.css';
import './review-center.css';

/** The largest zoom the pages get; narrower screens fit the page to their width instead. */
const MAX_SCALE = 1.5;

/** A reviewed essay: the tutor's summary, the pages with the comments over them and beside them, download and rating. */
export default observer(function ReviewedEssayPage() {
  const stores = useStores();
  const essayId = Number(useParams().essayId);
  const review = openReviewedEssay(stores, essayId);
  const { t } = useTranslation('essays');
  const title = review.review?.essay.title ?? '';
  usePageTitle(title ? t('reviewed.title', { title }) : t('reviewCenter.title'));
  return (
    <div className="page reviewed-essay">
      <RouterLink href="/student/review-center?filter=reviewed" className="reviewed-essay__back">
        ← {t('reviewed.back')}
      </RouterLink>
      {review.review ? <ReviewedEssay review={review} /> : null}
      {review.state !== 'loaded' ? (
        <PendingState
          failed={review.state === 'error'}
          onRetry={() => void review.load()}
          loadingLabel={t('reviewed.loading')}
          errorTitle={t('reviewed.failed')}
        />
      ) : null}
    </div>
  );
});

const ReviewedEssay = observer(function ReviewedEssay({ review }: { review: ReviewedEssayStore }) {
  const { t } = useTranslation('essays');
  const { t: common } = useTranslation('common');
  const essays = useEssays();
  const data = review.review!;
  const essay = essays.essay(review.essayId) ?? data.essay;
  const comments = review.comments;
  const [focused, setFocused] = useState<string | null>(null);
  const numberOf = (id: string) => comments.find(({ comment }) => comment.id === id)?.number ?? 0;
  const categoryName = (id: number) => {
    const category = annotationCategory(id);
    return category ? common(category.labelKey, { defaultValue: category.name }) : '';
  };

  return (
    <>
      <h1 className="page__title">{t('reviewed.title', { title: data.essay.title })}</h1>
      <div className="reviewed-essay__actions">
        <button
          type="button"
          className="lt-button lt-button--primary"
          onClick={() => void essays.download(review.essayId)}
          disabled={essays.downloading === review.essayId}
        >
          {essays.downloading === review.essayId ? <span className="lt-spinner" aria-hidden="true" /> : null}
          {t('reviewed.download')}
        </button>
      </div>
      {essays.downloadFailed === review.essayId ? (
        <p className="lt-alert lt-alert--error" role="alert">
          {t('list.downloadFailed')}
        </p>
      ) : null}
      <section className="reviewed-essay__summary" aria-labelledby="reviewed-summary">
        <h2 id="reviewed-summary">{t('reviewed.summary')}</h2>
        <p className="reviewed-essay__summary-text">{data.summary_comment}</p>
      </section>
      <div className="reviewed-essay__body">
        {review.pdf ? (
          <Pages
            review={review}
            focused={focused}
            onFocus={setFocused}
            numberOf={numberOf}
            categoryName={categoryName}
          />
        ) : null}
        {/* It scrolls on its own beside the pages, so the keyboard can scroll it too. */}
        <section className="reviewed-essay__comments" aria-labelledby="reviewed-comments" tabIndex={0}>
          <h2 id="reviewed-comments">{t('reviewed.comments')}</h2>
          {comments.length === 0 ? <p>{t('reviewed.noComments')}</p> : null}
          <ol className="reviewed-essay__list">
            {comments.map(({ comment, number }) => (
              <Comment
                key={comment.id}
                comment={comment}
                number={number}
                category={categoryName(comment.category)}
                focused={focused === comment.id}
              />
            ))}
          </ol>
        </section>
      </div>
      <section className="reviewed-essay__rating" aria-labelledby="reviewed-rate">
        <h2 id="reviewed-rate">{t('reviewed.rate')}</h2>
        <Rating essay={essay} which="summary_rating" />
        <Rating essay={essay} which="comments_rating" />
        {essays.ratingFailed === review.essayId ? (
          <p className="lt-alert lt-alert--error" role="alert">
            {t('rate.failed')}
          </p>
        ) : null}
      </section>
    </>
  );
});

interface PagesProps {
  review: ReviewedEssayStore;
  focused: string | null;
  onFocus(id: string): void;
  numberOf(id: string): number;
  categoryName(id: number): string;
}

/** The essay's pages fitted to the column (at most 150 %), each with its comments drawn over it. */
const Pages = observer(function Pages({ review, focused, onFocus, numberOf, categoryName }: PagesProps) {
  const { t } = useTranslation('essays');
  const frame = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState<number | null>(null);
  const pdf = review.pdf!;

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let pageWidth = 0;
    const fit = () => {
      // The page and its padding fit the column.
      const room = element.clientWidth - 32;
      if (pageWidth > 0) setScale(Math.max(0.4, Math.min(MAX_SCALE, room / pageWidth)));
    };
    void pdf.getPage(1).then((page) => {
      pageWidth = page.getViewport({ scale: 1 }).width;
      fit();
    });
    const observer = new ResizeObserver(fit);
    observer.observe(element);
    return () => observer.disconnect();
  }, [pdf]);

  const overlay = useCallback(
    (pageNumber: number, viewport: PageViewport) => (
      <AnnotationMarks
        comments={review.comments
          .map(({ comment }) => comment)
          .filter((comment) => comment.page_number === pageNumber)}
        viewport={viewport}
        selectedId={focused}
        onSelect={(id) => {
          onFocus(id);
          document.getElementById(`reviewed-comment-${id}`)?.focus();
        }}
        pinText={(comment) => String(numberOf(comment.id))}
        label={(comment) =>
          t('reviewed.mark', { number: numberOf(comment.id), category: categoryName(comment.category) })
        }
      />
    ),
    [review, focused, onFocus, numberOf, categoryName, t],
  );

  return (
    <div ref={frame} className="reviewed-essay__pages" role="region" aria-label={t('reviewed.pages')}>
      {scale ? (
        <PdfPages
          pdf={pdf}
          scale={scale}
          pageLabel={(page, count) => t('reviewed.page', { page, count })}
          overlay={overlay}
        />
      ) : null}
    </div>
  );
});

interface CommentProps {
  comment: ReviewedAnnotation;
  number: number;
  category: string;
  focused: boolean;
}

function Comment({ comment, number, category, focused }: CommentProps) {
  const { t } = useTranslation('essays');
  const colour = annotationCategory(comment.category)?.color;
  return (
    <li
      id={`reviewed-comment-${comment.id}`}
      tabIndex={-1}
      className={`reviewed-comment${focused ? ' reviewed-comment--focused' : ''}`}
      style={{ borderInlineStartColor: colour }}
    >
      <p className="reviewed-comment__head">
        <span className="reviewed-comment__swatch" style={{ background: colour }} aria-hidden="true" />
        {t('reviewed.commentOn', { number, page: comment.page_number })} · {category}
      </p>
      <p className="reviewed-comment__text">{comment.comment}</p>
    </li>
  );
}
