import type { TimesheetBreakKind } from '@lantern/shared/domain/shifts/timesheet-entries';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { ShiftBreak } from '../schedules/entities/shift-break.entity.js';
import { ShiftEvent } from '../schedules/entities/shift-event.entity.js';
import { ShiftSegment } from '../schedules/entities/shift-segment.entity.js';
import { Shift } from '../schedules/entities/shift.entity.js';

/** Queries only; the arithmetic is the shared timesheet rules'. */
@Injectable()
export class TimesheetsRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  shiftsStarting(tutorId: number, from: Date, to: Date): Promise<Shift[]> {
    return this.em.find(
      Shift,
      { user: tutorId, startTime: { $gte: from, $lt: to } },
      { orderBy: { startTime: 'asc' } },
    );
  }

  segmentsOf(shiftIds: number[]): Promise<ShiftSegment[]> {
    return this.em.find(ShiftSegment, { shift: { $in: shiftIds } }, { orderBy: { startTime: 'asc' } });
  }

  /** The trail of these shifts, oldest first: a correction always comes after what it corrects. */
  trailOf(shiftIds: number[], em: EntityManager = this.em): Promise<ShiftEvent[]> {
    return em.find(ShiftEvent, { shiftId: { $in: shiftIds } }, { orderBy: { id: 'asc' } });
  }

  async breakKindsOf(
    shiftIds: number[],
    em: EntityManager = this.em,
  ): Promise<Map<number, TimesheetBreakKind>> {
    const breaks = await em.find(ShiftBreak, { shift: { $in: shiftIds } });
    return new Map(breaks.map((entity) => [entity.id, entity.kind]));
  }

  findEvent(id: number, em: EntityManager): Promise<ShiftEvent | null> {
    return em.findOne(ShiftEvent, { id: BigInt(id) });
  }
}
