/**
 * The shared whiteboard of a live session, for the student (web) and the tutor (console) alike.
 *
 * Mounting it: the board loads its recording when it opens (live strokes from the other person
 * already reach `store.boards` through `bindClassroomEvents`); if that load fails the board still
 * shows everything drawn from then on.
 *
 *   const { t } = useTranslation();
 *   <Whiteboard
 *     sessionId={session.id}
 *     store={classroom}
 *     translate={(key, values) => t(`whiteboard.${key}`, { ns: 'classroom', ...values })} // 'console' in the console
 *     readOnly={session.status !== 'matched'}
 *   />
 *
 * The words live under `whiteboard.` in the web app's lazily loaded `classroom` namespace (never
 * `web`, which the sign-in page's budget carries) and in `console` (see `text.ts` for the keys). The
 * board keeps a 4:3 shape and fills its container's width; give the container a width (or a
 * max-width) that fits, or fit the board into the room under its tools as `chat-whiteboard.css`
 * does with `.lt-whiteboard__stage`. Read-only (an ended session) keeps only Replay.
 */
import { observer } from 'mobx-react-lite';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import type { WhiteboardStroke } from '../../contracts/whiteboard.js';
import { WHITEBOARD_MAX_POINTS } from '../../contracts/whiteboard.js';
import type { WhiteboardColour, WhiteboardSize } from '../../domain/live-help/whiteboard.js';
import type { ClassroomStore } from '../../state/classroom-store.js';
import type { BoardPoint } from './board-geometry.js';
import { type InkLine, paintBoard, paintLine } from './paint.js';
import { PenChoices } from './pen-choices.js';
import { attachPen } from './pen.js';
import { type ReplaySchedule, replayFrame, replaySchedule } from './replay.js';
import { simplifyStroke } from './simplify-stroke.js';
import { useBoardPixels } from './use-board-pixels.js';
import type { WhiteboardTranslate } from './text.js';
import '../modal-card.css';
import './whiteboard.css';

export type { WhiteboardTextKey, WhiteboardTranslate } from './text.js';

/** What the board reads and calls of the classroom store (a fake in tests). */
export type WhiteboardStore = Pick<
  ClassroomStore,
  'boards' | 'sessions' | 'me' | 'visibleStrokes' | 'draw' | 'clearBoard' | 'loadBoard'
>;

export interface WhiteboardProps {
  sessionId: number;
  store: WhiteboardStore;
  /** The app's `t` under `whiteboard.`: `(key, values) => t(\`whiteboard.${key}\`, values)`. */
  translate: WhiteboardTranslate;
  /** An ended session: no pen and no tools, only Replay. */
  readOnly?: boolean;
  className?: string;
}

interface Replay {
  strokes: WhiteboardStroke[];
  schedule: ReplaySchedule;
  startedAt: number;
}

interface LiveStroke {
  colour: WhiteboardColour;
  size: WhiteboardSize;
  points: readonly BoardPoint[];
  /** How many of its points are already on the canvas. */
  painted: number;
}

export const Whiteboard = observer(function Whiteboard({
  sessionId,
  store,
  translate,
  readOnly = false,
  className,
}: WhiteboardProps) {
  const hintId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [colour, setColour] = useState<WhiteboardColour>('black');
  const [size, setSize] = useState<WhiteboardSize>('medium');
  const board = useBoardPixels(canvasRef);
  const [replay, setReplay] = useState<Replay | null>(null);
  const [reached, setReached] = useState(0);

  useEffect(() => {
    store.loadBoard(sessionId).catch(() => undefined);
  }, [store, sessionId]);

  const recording = store.boards.get(sessionId) ?? [];
  const visible = store.visibleStrokes(sessionId);
  const drawable = !readOnly && replay === null;

  // The pen's listeners live as long as the canvas; they read what they need through refs.
  const pen = useRef({ colour, size, drawable, sessionId, store, board });
  const live = useRef<LiveStroke | null>(null);
  useEffect(() => {
    pen.current = { colour, size, drawable, sessionId, store, board };
  }, [colour, size, drawable, sessionId, store, board]);

  /** Paints the given strokes, then the one under the pointer on top. */
  const paint = useCallback(
    (lines: readonly InkLine[]) => {
      const ink = canvasRef.current?.getContext('2d');
      if (!ink || !board) return;
      paintBoard(ink, board, lines);
      if (live.current) {
        paintLine(ink, board, live.current);
        live.current.painted = live.current.points.length;
      }
    },
    [board],
  );

  // Live: what the store holds, repainted whenever it changes (the other person's strokes too).
  useLayoutEffect(() => {
    if (replay === null) paint(visible);
  }, [paint, visible, replay]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    return attachPen(canvas, {
      canDraw: () => pen.current.drawable,
      onProgress: (points) => {
        const { colour: penColour, size: penSize, drawable: can, board: pixels } = pen.current;
        const ink = canvas.getContext('2d');
        if (!can || !ink || !pixels) return;
        const stroke = (live.current ??= { colour: penColour, size: penSize, points, painted: 0 });
        // Only the new stretch (from the last painted point, so the line stays joined).
        ink.setTransform(pixels.ratio, 0, 0, pixels.ratio, 0, 0);
        paintLine(ink, pixels, { ...stroke, points: points.slice(Math.max(0, stroke.painted - 1)) });
        stroke.painted = points.length;
      },
      onStroke: (points) => {
        const stroke = live.current;
        live.current = null;
        const { sessionId: id, store: target, drawable: can } = pen.current;
        // The store draws it at once: its change repaints the board with this stroke in it.
        if (stroke && can)
          target.draw(id, {
            colour: stroke.colour,
            size: stroke.size,
            points: simplifyStroke(points, WHITEBOARD_MAX_POINTS),
          });
      },
    });
  }, []);

  // Another session shown in the same place (a tutor switching chats) starts live, pen kept.
  useEffect(() => {
    live.current = null;
    setReplay(null);
  }, [sessionId]);

  // Replay: the recording from an empty board at a steady pace, then back to live.
  useEffect(() => {
    if (!replay) return;
    let frame = 0;
    const tick = (now: number) => {
      const at = replayFrame(replay.strokes, replay.schedule, now - replay.startedAt);
      paint(at.strokes);
      setReached(at.reached);
      if (at.done) setReplay(null);
      else frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [replay, paint]);

  const toggleReplay = () => {
    if (replay) {
      setReplay(null);
      return;
    }
    live.current = null;
    const strokes = [...recording];
    setReached(0);
    setReplay({ strokes, schedule: replaySchedule(strokes), startedAt: performance.now() });
  };

  const summary = replay
    ? translate('replaying', { reached, total: replay.strokes.length })
    : visible.length === 0
      ? translate('summaryEmpty')
      : translate('summary', {
          count: visible.length,
          name: nameOf(store, sessionId, visible.at(-1)!.user_id, translate),
        });

  return (
    <div
      className={['lt-whiteboard', readOnly ? 'lt-whiteboard--read-only' : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
    >
      <div className="lt-whiteboard__toolbar" role="group" aria-label={translate('tools')}>
        {readOnly ? null : (
          <PenChoices
            colour={colour}
            size={size}
            onColour={setColour}
            onSize={setSize}
            translate={translate}
          />
        )}
        <div className="lt-whiteboard__actions">
          <Button
            className="lt-button lt-button--secondary lt-whiteboard__action"
            isDisabled={recording.length === 0}
            onPress={toggleReplay}
          >
            <span className="lt-whiteboard__icon" aria-hidden="true">
              {replay ? '■' : '▶'}
            </span>
            {replay ? translate('stopReplay') : translate('replay')}
          </Button>
          {readOnly ? null : (
            // Not disabled on an empty board: the board empties while Clear has focus (the clear's
            // echo, or the other person's), and a control disabled under focus drops it to <body>.
            <ClearBoard
              translate={translate}
              isDisabled={replay !== null}
              onConfirm={() => store.clearBoard(sessionId)}
            />
          )}
        </div>
      </div>
      {/* The stage is the room the board has: a pane beside the chat fits the board into it. */}
      <div className="lt-whiteboard__stage">
        <div className="lt-whiteboard__frame">
          <canvas
            ref={canvasRef}
            className="lt-whiteboard__canvas"
            role="img"
            aria-label={summary}
            aria-describedby={drawable ? hintId : undefined}
          />
          {replay ? (
            <span className="lt-whiteboard__badge" aria-hidden="true">
              ▶ {translate('replay')}
            </span>
          ) : null}
        </div>
      </div>
      {drawable ? (
        <p id={hintId} className="lt-visually-hidden">
          {translate('hint')}
        </p>
      ) : null}
    </div>
  );
});

/** Who drew a stroke, as the viewer calls them: "you", the other person's first name, or "someone". */
function nameOf(
  store: WhiteboardStore,
  sessionId: number,
  userId: number,
  translate: WhiteboardTranslate,
): string {
  if (userId === store.me) return translate('you');
  const session = store.sessions.get(sessionId);
  const person = [session?.student, session?.tutor].find((candidate) => candidate?.id === userId);
  return person?.first_name ?? translate('someone');
}

interface ClearBoardProps {
  translate: WhiteboardTranslate;
  isDisabled: boolean;
  onConfirm(): void;
}

/** Clear, after a question: it wipes the board for both people, so a stray tap must not do it. */
function ClearBoard({ translate, isDisabled, onConfirm }: ClearBoardProps) {
  return (
    <DialogTrigger>
      <Button className="lt-button lt-button--secondary lt-whiteboard__action" isDisabled={isDisabled}>
        {translate('clear')}
      </Button>
      <ModalOverlay className="lt-modal-overlay">
        <Modal className="lt-modal-card">
          <Dialog className="lt-modal-card__body" role="alertdialog">
            {({ close }) => (
              <>
                <Heading slot="title" className="lt-modal-card__title">
                  {translate('clearTitle')}
                </Heading>
                <p>{translate('clearText')}</p>
                <div className="lt-modal-card__actions">
                  <Button className="lt-button lt-button--secondary" onPress={close} autoFocus>
                    {translate('clearCancel')}
                  </Button>
                  <Button
                    className="lt-button lt-whiteboard-dialog__confirm"
                    onPress={() => {
                      onConfirm();
                      close();
                    }}
                  >
                    {translate('clearConfirm')}
                  </Button>
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
