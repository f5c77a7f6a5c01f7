import type { MessageMedia } from '@lantern/shared/contracts/sessions';
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { CloseIcon, RotateIcon, ZoomInIcon, ZoomOutIcon } from './media-icons.js';
import './lightbox.css';

const ZOOM_STEPS = [0.5, 0.75, 1, 1.5, 2, 3, 4] as const;
const FIT = ZOOM_STEPS.indexOf(1);

interface LightboxProps {
  media: MessageMedia | null;
  onClose(): void;
}

/**
 * The spec's lightbox for chat pictures: the picture as large as the screen allows, zoom (+ and
 * −, from half to four times), a quarter turn at a time (R), and Escape to close. Zoomed past the
 * screen, the picture scrolls. A React Aria modal: focus stays inside and returns on close.
 */
export function Lightbox({ media, onClose }: LightboxProps) {
  return (
    <ModalOverlay
      className="lightbox-overlay"
      isOpen={media !== null}
      isDismissable
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <Modal className="lightbox-modal">
        <Dialog className="lightbox">
          {media ? <LightboxContent media={media} onClose={onClose} /> : null}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function LightboxContent({ media, onClose }: { media: MessageMedia; onClose(): void }) {
  const { t } = useTranslation('classroom');
  const [zoomStep, setZoomStep] = useState(FIT);
  const [quarterTurns, setQuarterTurns] = useState(0);
  const [natural, setNatural] = useState({ width: media.width ?? 0, height: media.height ?? 0 });
  const stage = useStageSize();
  const keysId = useId();

  const zoom = ZOOM_STEPS[zoomStep] ?? 1;
  const zoomIn = () => setZoomStep((step) => Math.min(step + 1, ZOOM_STEPS.length - 1));
  const zoomOut = () => setZoomStep((step) => Math.max(step - 1, 0));
  const rotate = () => setQuarterTurns((turns) => (turns + 1) % 4);
  const reset = () => {
    setZoomStep(FIT);
    setQuarterTurns(0);
  };

  const keyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const actions: Record<string, () => void> = {
      '+': zoomIn,
      '=': zoomIn,
      '-': zoomOut,
      _: zoomOut,
      r: rotate,
      R: rotate,
      '0': reset,
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  // Fitted to the stage at 100 %, turned sideways the picture's width and height swap.
  const sideways = quarterTurns % 2 === 1;
  const turnedWidth = sideways ? natural.height : natural.width;
  const turnedHeight = sideways ? natural.width : natural.height;
  const fit =
    turnedWidth > 0 && turnedHeight > 0 && stage.size.width > 0
      ? Math.min(stage.size.width / turnedWidth, stage.size.height / turnedHeight, 1)
      : 1;
  const scale = fit * zoom;
  const known = natural.width > 0 && natural.height > 0;

  // Zoomed or turned, the picture stays centred on the screen; scrolling then moves around it.
  const stageRef = stage.ref;
  useLayoutEffect(() => {
    const element = stageRef.current;
    if (!element) return;
    element.scrollLeft = (element.scrollWidth - element.clientWidth) / 2;
    element.scrollTop = (element.scrollHeight - element.clientHeight) / 2;
  }, [stageRef, zoomStep, quarterTurns]);

  return (
    // The keys work wherever focus is in the dialog: on a button, or on the picture's stage.
    <div className="lightbox__frame" onKeyDown={keyDown}>
      <div className="lightbox__bar">
        <Heading slot="title" className="lightbox__title">
          {media.file_name}
        </Heading>
        <div
          className="lightbox__tools"
          role="toolbar"
          aria-label={t('lightbox.tools')}
          aria-describedby={keysId}
        >
          <button
            type="button"
            className="lightbox__tool"
            onClick={zoomOut}
            disabled={zoomStep === 0}
            aria-label={t('lightbox.zoomOut')}
            title={t('lightbox.zoomOut')}
          >
            <ZoomOutIcon />
          </button>
          <output className="lightbox__zoom" aria-live="polite">
            {t('lightbox.zoomLevel', { percent: Math.round(zoom * 100) })}
          </output>
          <button
            type="button"
            className="lightbox__tool"
            onClick={zoomIn}
            disabled={zoomStep === ZOOM_STEPS.length - 1}
            aria-label={t('lightbox.zoomIn')}
            title={t('lightbox.zoomIn')}
          >
            <ZoomInIcon />
          </button>
          <button
            type="button"
            className="lightbox__tool"
            onClick={rotate}
            aria-label={t('lightbox.rotate')}
            title={t('lightbox.rotate')}
          >
            <RotateIcon />
          </button>
          <a className="lightbox__link" href={media.url} target="_blank" rel="noreferrer">
            {t('lightbox.open')}
          </a>
        </div>
        <button
          type="button"
          className="lightbox__tool lightbox__close"
          onClick={onClose}
          aria-label={t('lightbox.close')}
          title={t('lightbox.close')}
          autoFocus
        >
          <CloseIcon />
        </button>
      </div>
      <div
        ref={stage.ref}
        className="lightbox__stage"
        // Scrollable once zoomed in: keyboard users scroll it with the arrow keys.
        tabIndex={0}
        aria-label={t('lightbox.stage')}
        onDoubleClick={() => (zoomStep === FIT ? zoomIn() : reset())}
      >
        <div
          className="lightbox__box"
          style={known ? { width: turnedWidth * scale, height: turnedHeight * scale } : undefined}
        >
          <img
            className="lightbox__image"
            src={media.url}
            alt={t('chat.picture', { name: media.file_name })}
            data-turns={quarterTurns}
            style={
              known
                ? {
                    width: natural.width * scale,
                    height: natural.height * scale,
                    transform: `translate(-50%, -50%) rotate(${quarterTurns * 90}deg)`,
                  }
                : undefined
            }
            onLoad={(event) => {
              const image = event.currentTarget;
              if (!known) setNatural({ width: image.naturalWidth, height: image.naturalHeight });
            }}
          />
        </div>
      </div>
      <p id={keysId} className="lightbox__keys">
        {t('lightbox.keys')}
      </p>
    </div>
  );
}

/** The stage's inner size, kept up to date as the window changes. */
function useStageSize() {
  const ref = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const style = getComputedStyle(element);
      const padX = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      const padY = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
      setSize({ width: element.clientWidth - padX, height: element.clientHeight - padY });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, size };
}
