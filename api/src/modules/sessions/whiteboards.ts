import { ErrorCode } from '@lantern/shared/contracts/errors';
import type { WhiteboardStroke as StrokeView } from '@lantern/shared/contracts/whiteboard';
import type { CommandPayload } from '@lantern/shared/realtime/commands';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { RealtimeEvents } from '../realtime/realtime-events.service.js';
import { WhiteboardStroke } from './entities/whiteboard-stroke.entity.js';
import { SessionsService } from './sessions.service.js';

export function toStrokeView(stroke: WhiteboardStroke): StrokeView {
  return {
    stroke_id: stroke.strokeId,
    session_id: stroke.sessionId,
    user_id: stroke.userId,
    kind: stroke.kind,
    colour: (stroke.colour ?? null) as StrokeView['colour'],
    size: (stroke.size ?? null) as StrokeView['size'],
    points: stroke.points,
    drawn_at: Math.floor(stroke.drawnAt.getTime() / 1000),
  };
}

/**
 * The session's shared whiteboard: both people draw; each stroke (or clear) is stored once by its
 * id and sent to both at once, and to whoever observes. The strokes in order are the board's
 * recording, read back whole.
 */
@Injectable()
export class Whiteboards {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(SessionsService) private readonly lifecycle: SessionsService,
    @Inject(RealtimeEvents) private readonly realtime: RealtimeEvents,
  ) {}

  async recording(auth: AuthContext, sessionId: number): Promise<{ strokes: StrokeView[] }> {
    await this.lifecycle.requireParticipant(auth, sessionId, 'session.read');
    return { strokes: await this.strokes(sessionId) };
  }

  /** The whole recording, in the order drawn: for a caller that has checked access already. */
  async strokes(sessionId: number): Promise<StrokeView[]> {
    const strokes = await this.em.find(WhiteboardStroke, { sessionId }, { orderBy: { id: 'asc' } });
    return strokes.map(toStrokeView);
  }

  draw(auth: AuthContext, payload: CommandPayload<'classroom.whiteboard.draw'>): Promise<StrokeView> {
    return this.store(auth, payload.session_id, payload.stroke_id, {
      kind: 'stroke',
      colour: payload.colour,
      size: payload.size,
      points: payload.points,
    });
  }

  clear(auth: AuthContext, payload: CommandPayload<'classroom.whiteboard.clear'>): Promise<StrokeView> {
    return this.store(auth, payload.session_id, payload.stroke_id, {
      kind: 'clear',
      colour: null,
      size: null,
      points: [],
    });
  }

  private async store(
    auth: AuthContext,
    sessionId: number,
    strokeId: string,
    stroke: Pick<WhiteboardStroke, 'kind' | 'colour' | 'size' | 'points'>,
  ): Promise<StrokeView> {
    const session = await this.lifecycle.requireParticipant(auth, sessionId, 'session.whiteboard.edit');
    if (session.status !== 'matched')
      throw new AppError(
        409,
        ErrorCode.sessionNotOpen,
        `This session is ${session.status}: the board is closed`,
      );
    const existing = await this.em.findOne(WhiteboardStroke, { sessionId, strokeId });
    if (existing) return toStrokeView(existing);
    const data = { sessionId, strokeId, userId: auth.userId, ...stroke, drawnAt: this.clock.date() };
    // Clients dedupe by stroke id, so two sends of one stroke racing past the lookup do no harm.
    await this.em.upsert(WhiteboardStroke, data, {
      onConflictFields: ['sessionId', 'strokeId'],
      onConflictAction: 'ignore',
    });
    const view = toStrokeView(data as WhiteboardStroke);
    const people = [session.student.id, ...(session.tutor ? [session.tutor.id] : [])];
    this.realtime.toSession({ sessionId, userIds: people }, 'classroom.whiteboard-stroke.added', view);
    return view;
  }
}
