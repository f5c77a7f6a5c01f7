import {
  ACTION_ITEM_TYPE_IDS,
  ACTION_ITEMS_PAGE_SIZE,
  type ActionItemList,
  type ActionItemsQuery,
  type ActionItemTag,
  type ActionItemUpdate,
  type ActionItemView,
  type ClassroomMessageData,
  type EssayReviewData,
  MESSAGE_CONTENT_TYPE_IDS,
  type MessageSenderRoleId,
  SELF_HARM_TAG,
} from '@lantern/shared/contracts/action-items';
import type { SafetyDrillRequest, SafetyDrillSent } from '@lantern/shared/contracts/safety-escalations';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { ErrorCode } from '@lantern/shared/contracts/error-codes';
import { RealtimeEvents } from '../realtime/realtime-events.service.js';
import { toActionItemView } from './action-items.mapper.js';
import { ActionItemsRepository } from './action-items.repository.js';
import { User } from '../users/entities/user.entity.js';
import { ActionItem } from './entities/action-item.entity.js';
import { SafetyEscalationsRepository } from './safety-escalations.repository.js';
import { SafetyEscalationsService } from './safety-escalations.service.js';

/** A chat message that needs a manager's eyes, as the sessions module knows it. */
export interface ClassroomAlert {
  sessionId: number;
  message: {
    id: number;
    text: string;
    sender_user_id: number;
    sender_first_name: string;
    /** 2 for a tutor, 1 for anyone else (messageSenderRoleId in shared/domain/action-items). */
    sender_role_id: MessageSenderRoleId;
    /** Unix seconds. */
    sent_at: number;
  };
  tags: ActionItemTag[];
}

/** The platform managers' action center: items raised by other modules, listed for managers. */
@Injectable()
export class ActionItemsService {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
    @Inject(ActionItemsRepository) private readonly items: ActionItemsRepository,
    @Inject(RealtimeEvents) private readonly realtime: RealtimeEvents,
    @Inject(SafetyEscalationsService) private readonly escalations: SafetyEscalationsService,
    @Inject(SafetyEscalationsRepository) private readonly escalationRows: SafetyEscalationsRepository,
  ) {}

  /**
   * Raises an inappropriate-classroom-behaviour item (type 2) about one chat message, in the
   * spec's content version 2.0, and tells the managers' room. Safe from any context (it uses its
   * own unit of work) and idempotent: raising the same message again returns the first item and
   * tells no one twice.
   */
  async raiseClassroomAlert({ sessionId, message, tags }: ClassroomAlert): Promise<ActionItemView> {
    const data: ClassroomMessageData = {
      session_id: sessionId,
      message_id: message.id,
      message_content: message.text,
      message_content_type_id: MESSAGE_CONTENT_TYPE_IDS.text,
      message_sent_at: message.sent_at,
      message_sender_user_id: message.sender_user_id,
      message_sender_user_first_name: message.sender_first_name,
      message_sender_role_id: message.sender_role_id,
    };
    const em = this.em.fork();
    const item = em.create(ActionItem, {
      typeId: ACTION_ITEM_TYPE_IDS.inappropriateClassroomBehaviour,
      content: { version: '2.0', actionable_item_type: 'chat_message', data },
      tags: [...new Set(tags)],
      messageId: message.id,
      createdAt: this.clock.date(),
    });
    const escalation = tags.includes(SELF_HARM_TAG)
      ? this.escalations.open(em, item, await this.escalationRows.schoolOfSession(sessionId), 'timer')
      : null;
    try {
      await em.flush();
    } catch (error) {
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      const first = await this.em
        .fork()
        .findOneOrFail(ActionItem, { messageId: message.id }, { populate: ['pickedUpUser'] });
      return toActionItemView(first);
    }
    const view = toActionItemView(item);
    this.realtime.toManagers('action-center.item.created', { item: view, at: this.clock.now() });
    if (escalation) await this.escalations.schedule(escalation);
    return view;
  }

  /**
   * POST /safety-drills: a self-harm item marked as a drill, for a school with safety contacts,
   * raised and escalated like a real one (after the timer, or at once when asked).
   */
  async raiseDrill(auth: AuthContext, request: SafetyDrillRequest): Promise<SafetyDrillSent> {
    const school = await this.escalationRows.school(request.school_id);
    if (!school || school.contacts.length === 0)
      throw new AppError(422, ErrorCode.validationFailed, 'school_id: the school has no safety contacts', {
        issues: [
          { field: 'school_id', rule: 'has_safety_contacts', message: 'The school has no safety contacts' },
        ],
      });
    const sender = await this.em.fork().findOneOrFail(User, { id: auth.userId });
    const em = this.em.fork();
    const item = em.create(ActionItem, {
      typeId: ACTION_ITEM_TYPE_IDS.inappropriateClassroomBehaviour,
      content: {
        version: '2.0',
        actionable_item_type: 'safety_drill',
        data: {
          school_id: school.id,
          school_name: school.name,
          sent_by_user_id: sender.id,
          sent_by_first_name: sender.firstName,
        },
      },
      tags: [SELF_HARM_TAG],
      drill: true,
      createdAt: this.clock.date(),
    });
    const escalation = this.escalations.open(em, item, school.id, request.escalate);
    await em.flush();
    const view = toActionItemView(item);
    this.realtime.toManagers('action-center.item.created', { item: view, at: this.clock.now() });
    if (request.escalate === 'now') await this.escalations.escalate(item.id, this.clock.now());
    else await this.escalations.schedule(escalation);
    return { item: view, escalation: await this.escalations.trail(item.id) };
  }

  /**
   * Raises a long-essay-review item (type 1) and tells the managers' room. The caller raises each
   * essay once (the essays module claims it with a conditional update first).
   */
  async raiseLongEssayReview(data: EssayReviewData): Promise<ActionItemView> {
    const em = this.em.fork();
    const item = em.create(ActionItem, {
      typeId: ACTION_ITEM_TYPE_IDS.longEssayReview,
      content: { version: '2.0', actionable_item_type: 'essay_review', data },
      tags: [],
      createdAt: this.clock.date(),
    });
    await em.flush();
    const view = toActionItemView(item);
    this.realtime.toManagers('action-center.item.created', { item: view, at: this.clock.now() });
    return view;
  }

  /** GET /platform-manager-action-items: open items, newest first, by type and the self-harm filter. */
  async list(query: ActionItemsQuery): Promise<ActionItemList> {
    const perPage = ACTION_ITEMS_PAGE_SIZE;
    const [found, total] = await this.items.openItems({
      typeId: query.type_id,
      selfHarmOnly: query.self_harm_only,
      page: query.page,
      perPage,
    });
    const data = found.map(toActionItemView);
    return {
      data,
      meta: {
        pagination: {
          total,
          count: data.length,
          per_page: perPage,
          current_page: query.page,
          total_pages: Math.max(1, Math.ceil(total / perPage)),
        },
      },
    };
  }

  /** GET /platform-manager-action-items/{id}. */
  async one(id: number): Promise<ActionItemView> {
    return toActionItemView(await this.found(this.em, id));
  }

  /**
   * PUT /platform-manager-action-items/{id}. Both actions are single conditional updates, so two
   * managers clicking at once never both hold an item (on any number of API instances): the loser
   * is told who has it. Every manager's list hears the change; a resolved item leaves them all.
   */
  async update(auth: AuthContext, id: number, change: ActionItemUpdate): Promise<ActionItemView> {
    const now = this.clock.date();
    const managerId = auth.userId;
    const free = { id, resolvedAt: null, $or: [{ pickedUpUser: null }, { pickedUpUser: managerId }] };
    const em = this.em.fork();
    const updated =
      change.action === 'pick_up'
        ? await this.items.pickUp(em, free, managerId, now)
        : await this.items.resolve(em, free, managerId, change.action_type_id, now);
    if (updated > 0) await this.escalations.acknowledge(id, managerId);
    const item = await this.found(em, id);
    if (updated === 0) throw this.refusal(item);
    const view = toActionItemView(item);
    this.realtime.toManagers('action-center.item.updated', { item: view, at: this.clock.now() });
    return view;
  }

  private async found(em: EntityManager, id: number) {
    const item = await em.fork().findOne(ActionItem, { id }, { populate: ['pickedUpUser'] });
    if (!item) throw new AppError(404, ErrorCode.notFound, 'No such action item');
    return item;
  }

  private refusal(item: ActionItem): AppError {
    if (item.resolvedAt) {
      return new AppError(409, ErrorCode.actionItemResolved, 'This item is already resolved');
    }
    const holder = item.pickedUpUser;
    return new AppError(
      409,
      ErrorCode.actionItemHeldByOther,
      `${holder ? `${holder.firstName} ${holder.lastName}` : 'Another platform manager'} has picked this item up`,
      { picked_up_user_id: holder?.id ?? null },
    );
  }
}
