import { z } from 'zod';
import { WHITEBOARD_COLOURS, WHITEBOARD_SIZES } from '../domain/live-help/whiteboard.js';

/** Instants are unix seconds, as everywhere in the API. */
const unixSeconds = z.number().int();
const id = z.number().int();

/** A point on the whiteboard, as a fraction of its width and height, so both screens agree. */
const boardPoint = z.tuple([z.number().min(0).max(1), z.number().min(0).max(1)]);
export const WHITEBOARD_MAX_POINTS = 2000;
const WHITEBOARD_SIZE_NAMES = Object.keys(WHITEBOARD_SIZES) as [
  keyof typeof WHITEBOARD_SIZES,
  ...(keyof typeof WHITEBOARD_SIZES)[],
];

/** One stroke drawn on the shared whiteboard (or a clear); the board's recording is these in order. */
export const whiteboardStrokeSchema = z.object({
  stroke_id: z.string(),
  session_id: id,
  user_id: id,
  kind: z.enum(['stroke', 'clear']),
  colour: z.enum(WHITEBOARD_COLOURS).nullable(),
  size: z.enum(WHITEBOARD_SIZE_NAMES).nullable(),
  points: z.array(boardPoint),
  drawn_at: unixSeconds,
});
export type WhiteboardStroke = z.infer<typeof whiteboardStrokeSchema>;
export const whiteboardSchema = z.object({ strokes: z.array(whiteboardStrokeSchema) });

export const drawStrokeSchema = z.object({
  session_id: z.number().int().positive(),
  stroke_id: z.uuid(),
  colour: z.enum(WHITEBOARD_COLOURS),
  size: z.enum(WHITEBOARD_SIZE_NAMES),
  points: z.array(boardPoint).min(1).max(WHITEBOARD_MAX_POINTS),
});
export const clearBoardSchema = z.object({ session_id: z.number().int().positive(), stroke_id: z.uuid() });
