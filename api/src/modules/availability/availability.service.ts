import type {
  AvailabilityBatchItem,
  AvailabilityBatchResult,
  AvailabilityBlocks,
  AvailabilityView,
  CreateAvailability,
  MaxWeeklyHours,
  OpenWeek,
} from '@lantern/shared/contracts/availability';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import {
  type AvailabilityOperation,
  availabilityErrorText,
} from '@lantern/shared/domain/availability/availability-errors';
import { isNewAvailability } from '@lantern/shared/domain/availability/availability-items';
import { type Week, weekContaining } from '@lantern/shared/domain/availability/availability-week';
import { exceedsMaxWeeklyHours, weeklyHours } from '@lantern/shared/domain/availability/weekly-hours';
import { isManagerRole } from '@lantern/shared/domain/roles/manager-roles';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { AppError, ValidationFailed } from '../../platform/http/app-error.js';
import { RealtimeEvents } from '../realtime/realtime-events.service.js';
import type { Tutor } from '../users/entities/tutor.entity.js';
import { type AvailabilityChange, availabilityChangeIssues } from './availability-changes.js';
import { toAvailabilityView, toBlockView, toOpenWeek, toSeconds } from './availability.mapper.js';
import { AvailabilityRepository } from './availability.repository.js';
import { AvailabilityBlock } from './entities/availability-block.entity.js';
import { AvailabilityWeekConfirmation } from './entities/availability-week-confirmation.entity.js';
import { Availability } from './entities/availability.entity.js';

const at = (seconds: number) => new Date(seconds * 1000);

interface Saved {
  week: OpenWeek;
  /** The server ids of the new items, by the ids the request gave them. */
  createdIds: Map<string, number>;
  /** The saved rows the request named, by the request's id. */
  rows: Map<number | string, Availability>;
}

/** A tutor's availability: the spans they offer, their weekly blocks and their maximum hours. */
@Injectable()
export class AvailabilityService {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AvailabilityRepository) private readonly repo: AvailabilityRepository,
    @Inject(RealtimeEvents) private readonly realtime: RealtimeEvents,
  ) {}

  async list(auth: AuthContext, tutorId: number): Promise<AvailabilityView[]> {
    await this.readableTutor(auth, tutorId);
    const items = await this.repo.fromWeekOn(tutorId, this.currentWeek());
    return items.map(toAvailabilityView);
  }

  /**
   * The open week, or the week holding `weekStart` to look back or ahead; only the open week can
   * be changed and confirmed (the spec limits what is submitted to the current week).
   */
  async openWeek(auth: AuthContext, tutorId: number, weekStart?: number): Promise<OpenWeek> {
    const tutor = await this.readableTutor(auth, tutorId);
    const week = weekStart === undefined ? this.currentWeek() : weekContaining(weekStart);
    const [items, confirmation] = [
      await this.repo.inWeek(tutorId, week),
      await this.repo.confirmation(tutorId, week),
    ];
    return toOpenWeek(week, items, confirmation, tutor.maxWeeklyHours);
  }

  async saveBatch(auth: AuthContext, items: AvailabilityBatchItem[]): Promise<AvailabilityBatchResult> {
    const saved = await this.save(auth, items, 'update', (index) => `availabilities.${index}.`);
    return { ...saved.week, created_ids: Object.fromEntries(saved.createdIds) };
  }

  async create(auth: AuthContext, input: CreateAvailability): Promise<AvailabilityView> {
    const saved = await this.save(auth, [{ id: 'new-item', ...input }], 'create', () => '');
    return toAvailabilityView(saved.rows.get('new-item')!);
  }

  async update(auth: AuthContext, id: number, input: CreateAvailability): Promise<AvailabilityView> {
    const saved = await this.save(auth, [{ id, ...input }], 'update', () => '');
    return toAvailabilityView(saved.rows.get(id)!);
  }

  async remove(auth: AuthContext, id: number): Promise<AvailabilityView> {
    const [item] = await this.repo.byIds([id]);
    if (!item || item.isDeleted) throw new AppError(404, ErrorCode.notFound, 'No such availability');
    if (item.user.id !== auth.userId)
      throw new AppError(403, ErrorCode.forbidden, 'Tutors change only their own availability');
    const change = {
      id,
      start_time: toSeconds(item.startTime),
      end_time: toSeconds(item.endTime),
      is_deleted: true,
    };
    const saved = await this.save(auth, [change], 'update', () => '');
    return toAvailabilityView(saved.rows.get(id)!);
  }

  /** Confirms what the tutor offers for the open week, even if that is nothing. Idempotent. */
  async confirmOpenWeek(auth: AuthContext, tutorId: number): Promise<OpenWeek> {
    this.assertSelf(auth, tutorId);
    const week = this.currentWeek();
    const result = await this.em.transactional(async (em) => {
      const tutor = await this.repo.lockTutor(tutorId, em);
      if (!tutor) throw new AppError(404, ErrorCode.notFound, 'No such tutor');
      const items = await this.repo.inWeek(tutorId, week, em);
      for (const item of items) item.isConfirmed = true;
      const confirmation =
        (await this.repo.confirmation(tutorId, week, em)) ??
        em.create(AvailabilityWeekConfirmation, {
          user: tutorId,
          weekStart: at(week.start),
          confirmedAt: this.clock.date(),
        });
      await em.flush();
      return toOpenWeek(week, items, confirmation, tutor.maxWeeklyHours);
    });
    this.tellManagers(tutorId, result, 'confirmed');
    return result;
  }

  async blocks(auth: AuthContext, tutorId: number): Promise<AvailabilityBlocks> {
    await this.readableTutor(auth, tutorId);
    return { availability_blocks: (await this.repo.blocks(tutorId)).map(toBlockView) };
  }

  /** Replaces the tutor's weekly blocks as one change. */
  async setBlocks(
    auth: AuthContext,
    tutorId: number,
    input: AvailabilityBlocks,
  ): Promise<AvailabilityBlocks> {
    this.assertSelf(auth, tutorId);
    await this.em.transactional(async (em) => {
      if (!(await this.repo.lockTutor(tutorId, em)))
        throw new AppError(404, ErrorCode.notFound, 'No such tutor');
      await em.nativeDelete(AvailabilityBlock, { user: tutorId });
      for (const block of input.availability_blocks)
        em.create(AvailabilityBlock, {
          user: tutorId,
          dayOfWeek: block.day_of_week,
          startMinute: block.start_minute,
          endMinute: block.end_minute,
        });
      await em.flush();
    });
    return this.blocks(auth, tutorId);
  }

  async maxWeeklyHours(auth: AuthContext, tutorId: number): Promise<MaxWeeklyHours> {
    const tutor = await this.readableTutor(auth, tutorId);
    return { max_weekly_hours: tutor.maxWeeklyHours };
  }

  async setMaxWeeklyHours(
    auth: AuthContext,
    tutorId: number,
    input: MaxWeeklyHours,
  ): Promise<MaxWeeklyHours> {
    this.assertSelf(auth, tutorId);
    const tutor = await this.repo.tutor(tutorId);
    if (!tutor) throw new AppError(404, ErrorCode.notFound, 'No such tutor');
    tutor.maxWeeklyHours = input.max_weekly_hours;
    await this.em.flush();
    return { max_weekly_hours: tutor.maxWeeklyHours };
  }

  /**
   * Applies the changes in one transaction: every item is checked first (naming the item and field
   * that fail), then the week's total is judged against the tutor's maximum with the changes in
   * place. Any refusal rolls everything back, so a batch is saved whole or not at all.
   */
  private async save(
    auth: AuthContext,
    changes: readonly AvailabilityChange[],
    operation: AvailabilityOperation,
    fieldPrefix: (index: number) => string,
  ): Promise<Saved> {
    const tutorId = auth.userId;
    const week = this.currentWeek();
    const result = await this.em.transactional(async (em) => {
      const tutor = await this.repo.lockTutor(tutorId, em);
      if (!tutor) throw new AppError(403, ErrorCode.forbidden, 'Only tutors keep availability');
      const savedIds = changes.filter((c) => !isNewAvailability(c)).map((c) => Number(c.id));
      const saved = await this.repo.byIds(savedIds, em);
      if (saved.some((item) => item.user.id !== tutorId))
        throw new AppError(403, ErrorCode.forbidden, 'Tutors change only their own availability');
      const spans = saved.map((item) => ({ id: item.id, start_time: toSeconds(item.startTime) }));
      const issues = availabilityChangeIssues(changes, spans, week, fieldPrefix);
      if (issues.length) throw new ValidationFailed(issues);

      const rows = this.apply(em, tutorId, changes, saved);
      await em.flush();
      const items = await this.repo.inWeek(tutorId, week, em);
      this.assertWithinMax(items, tutor, operation);
      // A confirmation describes what was saved; changing the week asks for it again.
      if (changes.length)
        await em.nativeDelete(AvailabilityWeekConfirmation, { user: tutorId, weekStart: at(week.start) });
      const confirmation = changes.length ? null : await this.repo.confirmation(tutorId, week, em);
      return { rows, week: toOpenWeek(week, items, confirmation, tutor.maxWeeklyHours) };
    });
    const createdIds = new Map<string, number>();
    for (const [key, row] of result.rows) if (typeof key === 'string') createdIds.set(key, row.id);
    this.tellManagers(tutorId, result.week, 'saved');
    return { ...result, createdIds };
  }

  private apply(
    em: EntityManager,
    tutorId: number,
    changes: readonly AvailabilityChange[],
    saved: readonly Availability[],
  ): Map<number | string, Availability> {
    const byId = new Map(saved.map((item) => [item.id, item]));
    const rows = new Map<number | string, Availability>();
    const now = this.clock.date();
    for (const change of changes) {
      if (isNewAvailability(change)) {
        if (change.is_deleted) continue;
        rows.set(
          change.id,
          em.create(Availability, {
            user: tutorId,
            startTime: at(change.start_time),
            endTime: at(change.end_time),
            createdAt: now,
            updatedAt: now,
          }),
        );
        continue;
      }
      const item = byId.get(Number(change.id))!;
      item.startTime = at(change.start_time);
      item.endTime = at(change.end_time);
      item.isDeleted = change.is_deleted ?? false;
      item.isConfirmed = false;
      item.updatedAt = now;
      rows.set(change.id, item);
    }
    return rows;
  }

  private assertWithinMax(items: readonly Availability[], tutor: Tutor, operation: AvailabilityOperation) {
    const blocks = items.map(toAvailabilityView);
    if (!exceedsMaxWeeklyHours(blocks, tutor.maxWeeklyHours)) return;
    throw new AppError(409, ErrorCode.availabilityExceedsMaxWeeklyHours, availabilityErrorText(operation), {
      total_hours: weeklyHours(blocks),
      max_weekly_hours: tutor.maxWeeklyHours,
    });
  }

  private tellManagers(tutorId: number, week: OpenWeek, cause: 'saved' | 'confirmed') {
    this.realtime.toManagers('availability.week.updated', {
      user_id: tutorId,
      week: week.week,
      cause,
      total_hours: week.total_hours,
      is_confirmed: week.is_confirmed,
      at: this.clock.now(),
    });
  }

  private currentWeek(): Week {
    return weekContaining(this.clock.now());
  }

  /** Tutors read their own availability; managers read any tutor's. */
  private async readableTutor(auth: AuthContext, tutorId: number): Promise<Tutor> {
    if (auth.userId !== tutorId && !isManagerRole(auth.role))
      throw new AppError(403, ErrorCode.forbidden, 'Tutors see only their own availability');
    const tutor = await this.repo.tutor(tutorId);
    if (!tutor) throw new AppError(404, ErrorCode.notFound, 'No such tutor');
    return tutor;
  }

  /** Only the tutor changes their availability; a superuser viewing as them is that tutor here. */
  private assertSelf(auth: AuthContext, tutorId: number) {
    if (auth.userId !== tutorId)
      throw new AppError(403, ErrorCode.forbidden, 'Tutors change only their own availability');
  }
}
