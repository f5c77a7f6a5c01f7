import { annotationCategory } from '@lantern/shared/domain/essays/annotation-categories';
import type { PageViewport, PDFDocumentProxy } from '@lantern/shared/ui/pdf/pdf-document';
import { AnnotationMarks, selectionQuads, toPdf } from '@lantern/shared/ui/pdf/pdf-marks';
import { PdfPages } from '@lantern/shared/ui/pdf/pdf-pages';
import { observer } from 'mobx-react-lite';
import { type MouseEvent, useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { EssayReviewStore } from '../../../stores/essay-review-store.js';

interface EssayCanvasProps {
  review: EssayReviewStore;
  pdf: PDFDocumentProxy;
}

const pageOf = (element: Element | null) => element?.closest<HTMLElement>('[data-page-number]') ?? null;

/**
 * The essay's pages with the comments over them. With the highlight tool, selecting text makes a
 * highlight of the selected lines; with the pin tool, a click pins a note where it lands.
 */
export const EssayCanvas = observer(function EssayCanvas({ review, pdf }: EssayCanvasProps) {
  const { t } = useTranslation('essays');
  const scroller = useRef<HTMLDivElement>(null);
  // Each page's viewport at the current zoom, written as its overlay draws: what turns screen
  // pixels into page points for a new comment.
  const viewports = useRef(new Map<number, PageViewport>());

  const highlightSelection = () => {
    const selection = window.getSelection();
    const frame = scroller.current;
    if (!selection || selection.isCollapsed || selection.rangeCount === 0 || !frame) return;
    const range = selection.getRangeAt(0);
    if (!frame.contains(range.commonAncestorContainer)) return;
    for (const page of frame.querySelectorAll<HTMLElement>('[data-page-number]')) {
      const pageNumber = Number(page.dataset.pageNumber);
      const viewport = viewports.current.get(pageNumber);
      if (!viewport || !range.intersectsNode(page)) continue;
      review.annotations.addHighlight(pageNumber, selectionQuads(range, page, viewport));
    }
    selection.removeAllRanges();
  };

  const pinAt = (event: MouseEvent<HTMLDivElement>) => {
    const target = event.target as Element;
    if (target.closest('.lt-pdf-mark')) return;
    const page = pageOf(target);
    if (!page) return;
    const pageNumber = Number(page.dataset.pageNumber);
    const viewport = viewports.current.get(pageNumber);
    if (!viewport) return;
    const frame = page.getBoundingClientRect();
    const [x, y] = toPdf(event.clientX - frame.left, event.clientY - frame.top, viewport);
    review.annotations.addPin(pageNumber, x, y);
  };

  const followScroll = () => {
    const frame = scroller.current;
    if (!frame) return;
    const middle = frame.getBoundingClientRect().top + frame.clientHeight / 2;
    for (const page of frame.querySelectorAll<HTMLElement>('[data-page-number]')) {
      const box = page.getBoundingClientRect();
      if (box.top <= middle && box.bottom >= middle) {
        review.annotations.setCurrentPage(Number(page.dataset.pageNumber));
        return;
      }
    }
  };

  const overlay = useCallback(
    (pageNumber: number, viewport: PageViewport) => {
      viewports.current.set(pageNumber, viewport);
      return <PageMarks review={review} pageNumber={pageNumber} viewport={viewport} />;
    },
    [review],
  );

  return (
    <div
      ref={scroller}
      className={`essay-canvas essay-canvas--${review.annotations.tool}`}
      role="region"
      aria-label={t('editor.pages')}
      // The pages scroll from the keyboard too.
      tabIndex={0}
      onMouseUp={review.annotations.tool === 'highlight' ? highlightSelection : undefined}
      onClick={review.annotations.tool === 'pin' ? pinAt : undefined}
      onScroll={followScroll}
    >
      <PdfPages
        pdf={pdf}
        scale={review.zoom}
        textLayer
        pageLabel={(page, count) => t('editor.page', { page, count })}
        overlay={overlay}
        onPageRendered={markFirstPage}
      />
    </div>
  );
});

/** The first page's pixels are on screen: the editor benchmark waits for this mark. */
function markFirstPage(pageNumber: number): void {
  if (pageNumber === 1) performance.mark('lantern:essay-first-page');
}

interface PageMarksProps {
  review: EssayReviewStore;
  pageNumber: number;
  viewport: PageViewport;
}

const PageMarks = observer(function PageMarks({ review, pageNumber, viewport }: PageMarksProps) {
  const { t } = useTranslation('essays');
  const { t: common } = useTranslation('common');
  const comments = review.annotations.ordered.filter((annotation) => annotation.page_number === pageNumber);
  return (
    <AnnotationMarks
      comments={comments}
      viewport={viewport}
      selectedId={review.annotations.selectedId}
      onSelect={review.annotations.select}
      // A hidden comment is not in the student's PDF, so it has no number there either.
      pinText={(comment) => String(review.annotations.numberOf(comment.id) ?? '–')}
      label={(comment) => {
        const category = annotationCategory(comment.category);
        const number = review.annotations.numberOf(comment.id);
        const name = category ? common(category.labelKey, { defaultValue: category.name }) : '';
        return number === null
          ? t('editor.markHidden', { category: name })
          : t('editor.mark', { number, category: name });
      }}
    />
  );
});
