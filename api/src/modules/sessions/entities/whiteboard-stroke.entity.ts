import { defineEntity, type InferEntity, p } from '@mikro-orm/core';

/**
 * A stroke on a session's shared whiteboard, or a clear. Kept in order, they are the board's
 * recording: replaying them draws the board as it was at any moment.
 */
export const WhiteboardStroke = defineEntity({
  name: 'WhiteboardStroke',
  tableName: 'whiteboard_strokes',
  uniques: [{ properties: ['sessionId', 'strokeId'] }],
  properties: {
    id: p.bigint('number').primary(),
    sessionId: p.integer(),
    strokeId: p.string().length(64),
    userId: p.integer(),
    kind: p.enum(['stroke', 'clear'] as const),
    colour: p.string().length(10).nullable(),
    size: p.string().length(10).nullable(),
    points: p.json<[number, number][]>(),
    drawnAt: p.datetime(),
  },
});
export type WhiteboardStroke = InferEntity<typeof WhiteboardStroke>;
