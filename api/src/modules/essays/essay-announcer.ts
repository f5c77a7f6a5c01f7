import type { EssayConversion, EssayUpdated } from '@lantern/shared/contracts/essays';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock.js';
import { RealtimeEvents } from '../realtime/realtime-events.service.js';
import type { Essay } from './entities/essay.entity.js';
import { type EssayViewSource, toEssayView } from './essays.mapper.js';

/** Tells the student and the managers about an essay's changes as they happen. */
@Injectable()
export class EssayAnnouncer {
  constructor(
    @Inject(RealtimeEvents) private readonly realtime: RealtimeEvents,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  updated(essay: EssayViewSource, cause: EssayUpdated['cause']): void {
    const payload = { essay: toEssayView(essay), cause, at: this.clock.now() };
    this.realtime.toUser(essay.student.id, 'essays.essay.updated', payload);
    this.realtime.toManagers('essays.essay.updated', payload);
  }

  progressed(essay: Pick<Essay, 'id' | 'student'>, conversion: EssayConversion): void {
    this.realtime.toUser(essay.student.id, 'essays.conversion.progressed', {
      essay_id: essay.id,
      conversion,
      at: this.clock.now(),
    });
  }

  /** The student's review-center badge: reviewed essays not downloaded yet. */
  navbarChanged(studentId: number, reviewedEssays: number): void {
    this.realtime.toUser(studentId, 'essays.navbar-notifications.updated', {
      reviewed_essays: reviewedEssays,
      at: this.clock.now(),
    });
  }
}
