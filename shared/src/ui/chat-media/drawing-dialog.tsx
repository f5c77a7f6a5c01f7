import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { WhiteboardColour, WhiteboardSize } from '../../domain/live-help/whiteboard.js';
import type { BoardPoint } from '../whiteboard/board-geometry.js';
import { type BoardPixels, type InkLine, paintBoard, paintLine } from '../whiteboard/paint.js';
import { attachPen } from '../whiteboard/pen.js';
import { PenChoices } from '../whiteboard/pen-choices.js';
import type { WhiteboardTranslate } from '../whiteboard/text.js';
import type { ChatMediaTranslate } from './text.js';
import '../whiteboard/whiteboard.css';
import '../modal-card.css';
import './chat-media.css';

/** The picture sent: 4:3 like the whiteboard, large enough to read, small enough to send fast. */
const PICTURE = { width: 1200, height: 900, ratio: 1 } as const;

interface DrawingDialogProps {
  isOpen: boolean;
  onClose(): void;
  /** The drawing as a PNG file. */
  onSend(picture: File): void;
  translate: ChatMediaTranslate;
  /** The whiteboard's words, for the pens. */
  penTranslate: WhiteboardTranslate;
}

/**
 * A drawing sent as a picture: the whiteboard's pens on a blank sheet of one's own, with undo and
 * clear; the other person sees it in the chat as an image.
 */
export function DrawingDialog({ isOpen, onClose, onSend, translate, penTranslate }: DrawingDialogProps) {
  return (
    <ModalOverlay className="lt-modal-overlay" isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      <Modal className="lt-modal-card lt-modal-card--wide">
        <Dialog className="lt-modal-card__body">
          <DrawingPad onClose={onClose} onSend={onSend} translate={translate} penTranslate={penTranslate} />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

function DrawingPad({ onClose, onSend, translate, penTranslate }: Omit<DrawingDialogProps, 'isOpen'>) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [colour, setColour] = useState<WhiteboardColour>('black');
  const [size, setSize] = useState<WhiteboardSize>('medium');
  const [lines, setLines] = useState<InkLine[]>([]);
  const [board, setBoard] = useState<BoardPixels | null>(null);
  const [empty, setEmpty] = useState(false);
  const pen = useRef({ colour, size, board });
  useEffect(() => {
    pen.current = { colour, size, board };
  }, [colour, size, board]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry)
        setBoard({
          width: entry.contentRect.width,
          height: entry.contentRect.height,
          ratio: window.devicePixelRatio || 1,
        });
    });
    observer.observe(canvas);
    return () => observer.disconnect();
  }, []);

  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    const ink = canvas?.getContext('2d');
    if (!canvas || !ink || !board) return;
    canvas.width = Math.round(board.width * board.ratio);
    canvas.height = Math.round(board.height * board.ratio);
    paintBoard(ink, board, lines);
  }, [board, lines]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    return attachPen(canvas, {
      canDraw: () => true,
      onProgress: (points) => {
        const { colour: penColour, size: penSize, board: pixels } = pen.current;
        const ink = canvas.getContext('2d');
        if (!ink || !pixels) return;
        ink.setTransform(pixels.ratio, 0, 0, pixels.ratio, 0, 0);
        paintLine(ink, pixels, { colour: penColour, size: penSize, points: points.slice(-2) });
      },
      onStroke: (points: BoardPoint[]) => {
        const { colour: penColour, size: penSize } = pen.current;
        setEmpty(false);
        setLines((drawn) => [...drawn, { colour: penColour, size: penSize, points }]);
      },
    });
  }, []);

  const send = () => {
    if (lines.length === 0) {
      setEmpty(true);
      return;
    }
    const sheet = document.createElement('canvas');
    sheet.width = PICTURE.width;
    sheet.height = PICTURE.height;
    const ink = sheet.getContext('2d');
    if (!ink) return;
    paintBoard(ink, PICTURE, lines);
    sheet.toBlob((blob) => {
      if (!blob) return;
      onSend(new File([blob], 'drawing.png', { type: 'image/png' }));
      onClose();
    }, 'image/png');
  };

  return (
    <>
      <Heading slot="title" className="lt-modal-card__title">
        {translate('drawing.title')}
      </Heading>
      <div className="lt-whiteboard__toolbar" role="group" aria-label={penTranslate('tools')}>
        <PenChoices
          colour={colour}
          size={size}
          onColour={setColour}
          onSize={setSize}
          translate={penTranslate}
        />
        <div className="lt-whiteboard__actions">
          <Button
            className="lt-button lt-button--secondary lt-whiteboard__action"
            isDisabled={lines.length === 0}
            onPress={() => setLines((drawn) => drawn.slice(0, -1))}
          >
            {translate('drawing.undo')}
          </Button>
          <Button
            className="lt-button lt-button--secondary lt-whiteboard__action"
            isDisabled={lines.length === 0}
            onPress={() => setLines([])}
          >
            {translate('drawing.clear')}
          </Button>
        </div>
      </div>
      <div className="lt-whiteboard__frame">
        <canvas
          ref={canvasRef}
          className="lt-whiteboard__canvas"
          role="img"
          aria-label={translate('drawing.canvas')}
        />
      </div>
      <p className="lt-media-dialog__hint">{translate('drawing.hint')}</p>
      {empty ? (
        <p className="lt-media-dialog__error" role="alert">
          {translate('drawing.empty')}
        </p>
      ) : null}
      <div className="lt-modal-card__actions">
        <Button className="lt-button lt-button--secondary" onPress={onClose}>
          {translate('drawing.cancel')}
        </Button>
        <Button className="lt-button lt-button--primary" onPress={send}>
          {translate('drawing.send')}
        </Button>
      </div>
    </>
  );
}
