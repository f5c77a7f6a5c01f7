import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Label, Slider, SliderThumb, SliderTrack } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import type { WhiteboardStroke } from '../../contracts/whiteboard.js';
import { paintBoard } from './paint.js';
import { replayFrame, replaySchedule } from './replay.js';
import {
  momentAfterStrokes,
  pausedAt,
  positionAt,
  type ReplayPlayer,
  seek,
  settle,
  strokesDrawnAt,
  togglePlay,
} from './replay-player.js';
import { useBoardPixels } from './use-board-pixels.js';
import './whiteboard.css';

export interface WhiteboardReplayProps {
  strokes: readonly WhiteboardStroke[];
}

/**
 * A past session's whiteboard, played back: play and pause, and a scrubber over its strokes (the
 * arrow keys step one stroke, Home and End go to the start and the finished board). It opens on
 * the finished board. Its words are `transcript.board.*` in `common`.
 */
export function WhiteboardReplay({ strokes }: WhiteboardReplayProps) {
  const { t } = useTranslation('common');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const board = useBoardPixels(canvasRef);
  const schedule = useMemo(() => replaySchedule(strokes), [strokes]);
  const total = schedule.totalMs;
  const [player, setPlayer] = useState<ReplayPlayer>(() => pausedAt(total));
  const [positionMs, setPositionMs] = useState(total);

  const paint = useCallback(
    (ms: number) => {
      const ink = canvasRef.current?.getContext('2d');
      if (ink && board) paintBoard(ink, board, replayFrame(strokes, schedule, ms).strokes);
    },
    [board, strokes, schedule],
  );

  useEffect(() => {
    if (!player.playing) {
      setPositionMs(player.positionMs);
      paint(player.positionMs);
      return;
    }
    let frame = 0;
    const tick = (now: number) => {
      const ms = positionAt(player, total, now);
      setPositionMs(ms);
      paint(ms);
      const settled = settle(player, total, now);
      if (settled !== player) setPlayer(settled);
      else frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [player, total, paint]);

  const drawn = strokesDrawnAt(schedule, positionMs);
  const count = strokes.length;
  if (count === 0) return <p className="lt-whiteboard__empty">{t('transcript.board.empty')}</p>;

  return (
    <div className="lt-whiteboard lt-whiteboard--read-only lt-whiteboard-replay">
      <div className="lt-whiteboard__frame">
        <canvas
          ref={canvasRef}
          className="lt-whiteboard__canvas"
          role="img"
          aria-label={t('transcript.board.picture', { drawn, count })}
        />
      </div>
      <div className="lt-whiteboard-replay__controls">
        <Button
          className="lt-button lt-button--secondary lt-whiteboard__action"
          onPress={() => setPlayer((held) => togglePlay(held, total, performance.now()))}
        >
          <span className="lt-whiteboard__icon" aria-hidden="true">
            {player.playing ? '❚❚' : '▶'}
          </span>
          {player.playing ? t('transcript.board.pause') : t('transcript.board.play')}
        </Button>
        <Slider
          className="lt-whiteboard-replay__scrubber"
          minValue={0}
          maxValue={count}
          step={1}
          value={drawn}
          onChange={(value) =>
            setPlayer((held) =>
              seek(held, momentAfterStrokes(schedule, value as number), total, performance.now()),
            )
          }
        >
          <Label className="lt-visually-hidden">{t('transcript.board.scrubber')}</Label>
          <SliderTrack className="lt-whiteboard-replay__track">
            {({ state }) => (
              <>
                <span
                  className="lt-whiteboard-replay__fill"
                  style={{ inlineSize: `${state.getThumbPercent(0) * 100}%` }}
                />
                <SliderThumb className="lt-whiteboard-replay__thumb" />
              </>
            )}
          </SliderTrack>
        </Slider>
        <p className="lt-whiteboard-replay__count" aria-hidden="true">
          {t('transcript.board.position', { drawn, count })}
        </p>
      </div>
    </div>
  );
}
