import { ErrorCode } from '@lantern/shared/contracts/errors';
import type {
  ContentHold as ContentHoldView,
  ContentKind,
  HoldContent,
  ModeratedStudent,
} from '@lantern/shared/contracts/superuser';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { AuditService } from '../audit/audit.service.js';
import { RealtimeEvents } from '../realtime/realtime-events.service.js';
import { Student } from '../users/entities/student.entity.js';
import { User } from '../users/entities/user.entity.js';
import { ContentHold } from './entities/content-hold.entity.js';
import { SuperuserRepository } from './superuser.repository.js';

const notAStudent = (userId: number) => new AppError(404, ErrorCode.notFound, `No student ${userId}`);
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

function toHoldView(hold: ContentHold, title: string): ContentHoldView {
  return {
    kind: hold.kind,
    target_id: hold.targetId,
    state: hold.state,
    reason: hold.reason,
    title,
    held_by: { id: hold.heldBy.id, first_name: hold.heldBy.firstName, last_name: hold.heldBy.lastName },
    held_at: seconds(hold.heldAt),
  };
}

@Injectable()
export class SuperuserService {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(SuperuserRepository) private readonly repository: SuperuserRepository,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(RealtimeEvents) private readonly realtime: RealtimeEvents,
  ) {}

  searchStudents(search: string): Promise<ModeratedStudent[]> {
    return this.repository.searchStudents(search);
  }

  /**
   * A ban is the student's form of suspension: the account is marked suspended too, so signing in
   * and renewing a sign-in are refused with the catalogue's 144 by the checks every account
   * passes. Every sign-in ends now and its sockets are told and dropped, on every instance (the
   * Redis adapter carries the room's disconnect).
   */
  async setBan(auth: AuthContext, userId: number, isBanned: boolean): Promise<ModeratedStudent> {
    const student = await this.em.findOne(Student, { user: userId }, { populate: ['user'] });
    if (!student) throw notAStudent(userId);
    const user: User = student.user;
    const now = this.clock.date();
    if (isBanned) user.suspendedAt ??= now;
    else if (student.isBanned) user.suspendedAt = null;
    student.isBanned = isBanned;
    this.audit.recordFor(auth, isBanned ? 'students.student.banned' : 'students.student.unbanned', {
      userId,
    });
    await this.em.flush();
    if (isBanned) {
      const families = await this.repository.revokeSignIns(userId, now, 'banned');
      for (const familyId of families) this.realtime.endSignIn(familyId, 'suspended');
    }
    const row = await this.repository.student(userId);
    if (!row) throw notAStudent(userId);
    return row;
  }

  async holds(): Promise<ContentHoldView[]> {
    const holds = await this.em.find(ContentHold, {}, { populate: ['heldBy'], orderBy: { heldAt: 'desc' } });
    const titles = new Map<ContentKind, Map<number, string>>();
    for (const kind of ['session', 'essay'] as const) {
      const ids = holds.filter((hold) => hold.kind === kind).map((hold) => hold.targetId);
      titles.set(kind, await this.repository.titles(kind, ids));
    }
    return holds.map((hold) => toHoldView(hold, titles.get(hold.kind)?.get(hold.targetId) ?? ''));
  }

  async hold(auth: AuthContext, kind: ContentKind, id: number, input: HoldContent): Promise<ContentHoldView> {
    const title = await this.repository.contentTitle(kind, id);
    if (title === null) throw new AppError(404, ErrorCode.notFound, `No ${kind} ${id}`);
    const heldBy = this.em.getReference(User, auth.userId);
    const existing = await this.em.findOne(ContentHold, { kind, targetId: id });
    const hold =
      existing ??
      this.em.create(ContentHold, {
        kind,
        targetId: id,
        state: input.state,
        reason: input.reason,
        heldBy,
        heldAt: this.clock.date(),
      });
    hold.state = input.state;
    hold.reason = input.reason;
    hold.heldBy = heldBy;
    hold.heldAt = this.clock.date();
    this.audit.recordFor(auth, `content.${kind}.${input.state}`, { id, reason: input.reason });
    await this.em.flush();
    await this.em.populate(hold, ['heldBy']);
    return toHoldView(hold, title);
  }

  async release(auth: AuthContext, kind: ContentKind, id: number): Promise<{ ok: true }> {
    const removed = await this.em.nativeDelete(ContentHold, { kind, targetId: id });
    if (removed === 0) throw new AppError(404, ErrorCode.notFound, `The ${kind} ${id} is not held`);
    this.audit.recordFor(auth, `content.${kind}.released`, { id });
    await this.em.flush();
    return { ok: true };
  }
}
