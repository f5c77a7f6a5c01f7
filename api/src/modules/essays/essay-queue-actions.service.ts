import { ErrorCode } from '@lantern/shared/contracts/errors';
import type { EssayHolderChanged } from '@lantern/shared/contracts/essays';
import type {
  EligibleTutor,
  QueueEssay,
  ReassignEssay,
  ReleaseEssay,
} from '@lantern/shared/contracts/service';
import type { Permission } from '@lantern/shared/domain/access/permissions';
import {
  essayHolder,
  type HeldEssay,
  type QueueAction,
  type QueueActionRefusal,
  queueActionRefusal,
  type ReassignRule,
  reassignRefusal,
} from '@lantern/shared/domain/essays/essay-queue-actions';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { AccessService } from '../access/access.service.js';
import { AuditService } from '../audit/audit.service.js';
import { RealtimeEvents } from '../realtime/realtime-events.service.js';
import { EssayAnnouncer } from './essay-announcer.js';
import { EssayQueueActionsRepository } from './essay-queue-actions.repository.js';
import { EssaysRepository } from './essays.repository.js';
import { type QueueEssayRow, toQueueEssay } from './queue-essay.query.js';

const seconds = (date: Date | string | null) => (date ? Math.floor(new Date(date).getTime() / 1000) : null);

function held(row: QueueEssayRow): HeldEssay {
  return {
    status: row.status,
    tutor_id: row.tutor_id,
    reserved_by_id: row.reserved_by_id,
    reserved_until: seconds(row.reserved_until),
    prioritised_at: seconds(row.prioritised_at),
    ready: row.ready,
  };
}

/** What the audit trail keeps of the essay before and after an action: who had it, and its place. */
function trailState(row: QueueEssayRow, now: number) {
  const holder = essayHolder(held(row), now);
  return {
    status: row.status,
    holder: holder.kind,
    tutor_id: holder.tutorId,
    prioritised_at: seconds(row.prioritised_at),
  };
}

function holderName(row: QueueEssayRow, now: number): string | null {
  const holder = essayHolder(held(row), now);
  if (holder.kind === 'reviewing') return `${row.tutor_first_name} ${row.tutor_last_name}`;
  if (holder.kind === 'reserved') return `${row.reserved_first_name} ${row.reserved_last_name}`;
  return null;
}

function refused(refusal: QueueActionRefusal, row: QueueEssayRow, now: number): AppError {
  switch (refusal) {
    case 'not_open':
      return new AppError(
        409,
        ErrorCode.essayNotInQueue,
        'This essay has left the queue: it was reviewed or withdrawn',
      );
    case 'holder_changed': {
      const name = holderName(row, now);
      return new AppError(
        409,
        ErrorCode.essayHolderChanged,
        name
          ? `This essay changed hands since you looked: ${name} has it now. Look again before you act.`
          : 'This essay changed hands since you looked: nobody has it now. Look again before you act.',
        { holder_id: essayHolder(held(row), now).tutorId, holder_name: name },
      );
    }
    case 'in_review':
      return new AppError(
        409,
        ErrorCode.essayAlreadyPickedUp,
        'A tutor is reviewing this essay already: its place in the queue no longer matters',
      );
    case 'not_ready':
      return new AppError(
        409,
        ErrorCode.essayNotReady,
        'This essay’s files are not a PDF yet (still converting, or the conversion failed): it cannot go to a tutor',
      );
  }
}

const REASSIGN_WORDS: Record<ReassignRule, string> = {
  not_a_tutor: 'Essays go to tutors only: this account is not a tutor',
  inactive: 'This tutor’s account is inactive: essays go to active tutors only',
  not_essay_reviewer: 'This tutor does not review essays (essay review is off in their profile)',
  language: 'This tutor does not review essays in this essay’s language',
  already_holder: 'This tutor has this essay already',
};

type Change = (em: EntityManager, row: QueueEssayRow, now: Date) => Promise<void>;

/**
 * The managers' actions on the essay queue: release an essay from its tutor, give it to another,
 * move it to the front (and back). Each asks access first, then, holding the essay's row, checks
 * the shared rule (`essay-queue-actions`) against the essay as it is now and against what the
 * manager saw, changes it, and writes the audit trail (who, when, before and after) in the same
 * transaction; after the commit the tutors concerned, the student and the managers hear of it.
 * The comments and summary a tutor wrote stay with the essay whoever reviews it next.
 */
@Injectable()
export class EssayQueueActions {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(AccessService) private readonly access: AccessService,
    @Inject(AuditService) private readonly audit: AuditService,
    @Inject(EssayQueueActionsRepository) private readonly queue: EssayQueueActionsRepository,
    @Inject(EssaysRepository) private readonly essays: EssaysRepository,
    @Inject(EssayAnnouncer) private readonly announcer: EssayAnnouncer,
    @Inject(RealtimeEvents) private readonly realtime: RealtimeEvents,
  ) {}

  async tutors(auth: AuthContext, id: number): Promise<EligibleTutor[]> {
    await this.access.requireAccess(auth, 'essay.queue.read', id);
    const row = await this.queue.find(id);
    if (!row) throw new AppError(404, ErrorCode.notFound, 'No such essay');
    const holder = essayHolder(held(row), this.clock.now());
    return this.queue.eligibleTutors(row.language_id, holder.tutorId, this.clock.date());
  }

  async release(auth: AuthContext, id: number, body: ReleaseEssay): Promise<QueueEssay> {
    const { before, after } = await this.change(
      auth,
      'essay.queue.release',
      'release',
      id,
      body.from_tutor_id,
      (em) => this.queue.release(em, id),
    );
    await this.announceHolder(before, after, 'released', null);
    return toQueueEssay(after, this.clock.now());
  }

  async reassign(auth: AuthContext, id: number, body: ReassignEssay): Promise<QueueEssay> {
    const { before, after } = await this.change(
      auth,
      'essay.queue.reassign',
      'reassign',
      id,
      body.from_tutor_id,
      async (em, row, now) => {
        const rule = reassignRefusal(await this.queue.candidate(em, body.tutor_id), body.tutor_id, {
          language_id: row.language_id,
          holder_id: essayHolder(held(row), Math.floor(now.getTime() / 1000)).tutorId,
        });
        if (rule) throw new AppError(422, ErrorCode.essayReassignRefused, REASSIGN_WORDS[rule], { rule });
        await this.queue.assign(em, id, body.tutor_id, now);
      },
      { to_tutor_id: body.tutor_id },
    );
    await this.announceHolder(before, after, 'reassigned', body.tutor_id);
    return toQueueEssay(after, this.clock.now());
  }

  async prioritise(auth: AuthContext, id: number): Promise<QueueEssay> {
    const { after } = await this.change(
      auth,
      'essay.queue.prioritise',
      'prioritise',
      id,
      null,
      (em, _, now) => this.queue.setPrioritisedAt(em, id, now),
    );
    return toQueueEssay(after, this.clock.now());
  }

  /** Back to its place by due time; an essay that was not at the front is answered as it is. */
  async unprioritise(auth: AuthContext, id: number): Promise<QueueEssay> {
    const { after } = await this.change(
      auth,
      'essay.queue.prioritise',
      'unprioritise',
      id,
      null,
      (em, row) =>
        row.prioritised_at === null ? Promise.resolve() : this.queue.setPrioritisedAt(em, id, null),
    );
    return toQueueEssay(after, this.clock.now());
  }

  /**
   * Access, then under the essay's row lock: the rule, the change, the essay as it now is, and the
   * audit row (only when something changed), all committed together.
   */
  private async change(
    auth: AuthContext,
    permission: Permission,
    action: QueueAction,
    id: number,
    seenHolderId: number | null,
    apply: Change,
    details: Record<string, unknown> = {},
  ): Promise<{ before: QueueEssayRow; after: QueueEssayRow }> {
    await this.access.requireAccess(auth, permission, id);
    return this.em.transactional(async (em) => {
      const before = await this.queue.lock(em, id);
      if (!before) throw new AppError(404, ErrorCode.notFound, 'No such essay');
      const now = this.clock.now();
      const refusal = queueActionRefusal(action, held(before), now, seenHolderId);
      if (refusal) throw refused(refusal, before, now);
      await apply(em, before, this.clock.date());
      const after = (await this.queue.find(id, em))!;
      const [was, is] = [trailState(before, now), trailState(after, now)];
      if (JSON.stringify(was) !== JSON.stringify(is))
        this.audit.recordFor(auth, `essays.queue.${action}`, {
          essay_id: id,
          ...details,
          before: was,
          after: is,
        });
      await em.flush();
      return { before, after };
    });
  }

  /** The tutor who had it stops, the one given it finds it on their desk; the student and managers see it move. */
  private async announceHolder(
    before: QueueEssayRow,
    after: QueueEssayRow,
    cause: EssayHolderChanged['cause'],
    toTutorId: number | null,
  ): Promise<void> {
    const fromTutorId = essayHolder(held(before), this.clock.now()).tutorId;
    const payload: EssayHolderChanged = {
      essay_id: after.id,
      title: after.title,
      cause,
      from_tutor_id: fromTutorId,
      to_tutor_id: toTutorId,
      at: this.clock.now(),
    };
    const tutors = [fromTutorId, toTutorId].filter((tutorId): tutorId is number => tutorId !== null);
    if (tutors.length > 0) this.realtime.toUsers(tutors, 'essays.holder.changed', payload);
    const essay = await this.essays.findView(after.id);
    if (essay) this.announcer.updated(essay, cause);
  }
}
