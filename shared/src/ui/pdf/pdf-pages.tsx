import { type PDFPageProxy, type RenderTask, TextLayer } from 'pdfjs-dist';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import type { PageViewport, PDFDocumentProxy } from './pdf-document.js';
import './pdf-pages.css';

export interface PdfPagesProps {
  pdf: PDFDocumentProxy;
  /** CSS pixels per PDF point. */
  scale: number;
  /** Each page's accessible name ("Page 3 of 30"). */
  pageLabel(pageNumber: number, pageCount: number): string;
  /** pdf.js's text layer over each page, so text can be selected (the editor's highlights). */
  textLayer?: boolean;
  /** What to draw over a page once its size is known, in that page's viewport pixels. */
  overlay?(pageNumber: number, viewport: PageViewport): ReactNode;
  /** A page's pixels are on screen (the first-page benchmark listens for page 1). */
  onPageRendered?(pageNumber: number): void;
}

/**
 * Every page of a PDF, one below the other, each drawn only once it comes near the screen: a
 * 30-page essay costs one page's work before the first one shows. Pages not drawn yet keep the
 * first page's size, so the scrollbar is right from the start.
 */
export function PdfPages({
  pdf,
  scale,
  pageLabel,
  textLayer = false,
  overlay,
  onPageRendered,
}: PdfPagesProps) {
  const [firstSize, setFirstSize] = useState<{ width: number; height: number } | null>(null);
  useEffect(() => {
    let cancelled = false;
    void pdf.getPage(1).then((page) => {
      if (cancelled) return;
      const { width, height } = page.getViewport({ scale: 1 });
      setFirstSize({ width, height });
    });
    return () => {
      cancelled = true;
    };
  }, [pdf]);
  if (!firstSize) return null;
  const pages = Array.from({ length: pdf.numPages }, (_, index) => index + 1);
  return (
    <div className="lt-pdf-pages">
      {pages.map((pageNumber) => (
        <PdfPage
          key={pageNumber}
          pdf={pdf}
          pageNumber={pageNumber}
          scale={scale}
          estimate={firstSize}
          label={pageLabel(pageNumber, pdf.numPages)}
          textLayer={textLayer}
          overlay={overlay}
          onRendered={onPageRendered}
        />
      ))}
    </div>
  );
}

interface PdfPageProps {
  pdf: PDFDocumentProxy;
  pageNumber: number;
  scale: number;
  estimate: { width: number; height: number };
  label: string;
  textLayer: boolean;
  overlay: PdfPagesProps['overlay'];
  onRendered: PdfPagesProps['onPageRendered'];
}

/** How far ahead of the screen a page starts drawing: one screen's height either way. */
const DRAW_AHEAD = '100% 0px';

function PdfPage({ pdf, pageNumber, scale, estimate, label, textLayer, overlay, onRendered }: PdfPageProps) {
  const frame = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const text = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [page, setPage] = useState<PDFPageProxy | null>(null);

  useEffect(() => {
    const element = frame.current;
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: DRAW_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  useEffect(() => {
    if (!near) return;
    let cancelled = false;
    void pdf.getPage(pageNumber).then((proxy) => {
      if (!cancelled) setPage(proxy);
    });
    return () => {
      cancelled = true;
    };
  }, [near, pdf, pageNumber]);

  const viewport = page?.getViewport({ scale }) ?? null;

  useEffect(() => {
    const target = canvas.current;
    if (!page || !viewport || !target) return;
    const ratio = window.devicePixelRatio || 1;
    target.width = Math.floor(viewport.width * ratio);
    target.height = Math.floor(viewport.height * ratio);
    let task: RenderTask | null = page.render({
      canvas: target,
      viewport,
      ...(ratio === 1 ? {} : { transform: [ratio, 0, 0, ratio, 0, 0] }),
    });
    task.promise.then(
      () => {
        task = null;
        onRendered?.(pageNumber);
      },
      // Cancelled by a new scale or by leaving: the next render takes over.
      () => undefined,
    );
    let layer: TextLayer | null = null;
    if (textLayer && text.current) {
      const container = text.current;
      container.replaceChildren();
      layer = new TextLayer({ textContentSource: page.streamTextContent(), container, viewport });
      layer.render().catch(() => undefined);
    }
    return () => {
      task?.cancel();
      layer?.cancel();
    };
    // The viewport is recomputed from page and scale on every render; those two decide it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page, scale, textLayer, pageNumber]);

  const width = viewport?.width ?? estimate.width * scale;
  const height = viewport?.height ?? estimate.height * scale;
  const style = {
    width: `${width}px`,
    height: `${height}px`,
    '--total-scale-factor': String(scale),
  } as CSSProperties;
  return (
    <div
      ref={frame}
      className="lt-pdf-page"
      role="group"
      aria-label={label}
      data-page-number={pageNumber}
      style={style}
    >
      <canvas ref={canvas} className="lt-pdf-page__canvas" aria-hidden="true" />
      {textLayer ? <div ref={text} className="textLayer lt-pdf-page__text" /> : null}
      {viewport && overlay ? (
        <div className="lt-pdf-page__overlay">{overlay(pageNumber, viewport)}</div>
      ) : null}
    </div>
  );
}
