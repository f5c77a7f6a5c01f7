import {
  ACTION_ITEM_TYPE_IDS,
  ACTION_ITEMS_PAGE_SIZE,
  type ActionItemList,
  type ActionItemsQuery,
  type ActionItemTag,
  type ActionItemView,
  type ClassroomMessageData,
  MESSAGE_CONTENT_TYPE_IDS,
  type MessageSenderRoleId,
} from '@lantern/shared/contracts/action-items';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../platform/clock/clock.js';
import { RealtimeEvents } from '../realtime/realtime-events.service.js';
import { toActionItemView } from './action-items.mapper.js';
import { ActionItemsRepository } from './action-items.repository.js';
import { ActionItem } from './entities/action-item.entity.js';

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
}
