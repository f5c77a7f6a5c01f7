import { SELF_HARM_TAG } from '@lantern/shared/contracts/action-items';
import { EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import { ActionItem } from './entities/action-item.entity.js';

export interface OpenItemsFilter {
  typeId?: number;
  selfHarmOnly: boolean;
  page: number;
  perPage: number;
}

/** Queries only; decisions live in the service. */
@Injectable()
export class ActionItemsRepository {
  constructor(@Inject(EntityManager) private readonly em: EntityManager) {}

  /** Items not resolved yet, newest first, with who picked them up; and how many there are in all. */
  openItems({ typeId, selfHarmOnly, page, perPage }: OpenItemsFilter): Promise<[ActionItem[], number]> {
    return this.em.findAndCount(
      ActionItem,
      {
        resolvedAt: null,
        ...(typeId === undefined ? {} : { typeId }),
        ...(selfHarmOnly ? { tags: { $contains: [SELF_HARM_TAG] } } : {}),
      },
      {
        populate: ['pickedUpUser'],
        orderBy: { createdAt: 'desc', id: 'desc' },
        limit: perPage,
        offset: (page - 1) * perPage,
      },
    );
  }

  /** Holds the item for the manager if it matches `where`; how many rows changed (0 or 1). */
  pickUp(em: EntityManager, where: FilterQuery<ActionItem>, managerId: number, now: Date): Promise<number> {
    return em.nativeUpdate(ActionItem, where, { pickedUpUser: managerId, pickedUpAt: now });
  }

  /** Records what was done and closes the item if it matches `where`, keeping an earlier pick-up time. */
  async resolve(
    em: EntityManager,
    where: FilterQuery<ActionItem>,
    managerId: number,
    actionTypeId: number,
    now: Date,
  ): Promise<number> {
    const item = await em.findOne(ActionItem, where);
    if (!item) return 0;
    return em.nativeUpdate(ActionItem, where, {
      pickedUpUser: managerId,
      pickedUpAt: item.pickedUpAt ?? now,
      actionTypeId,
      resolvedAt: now,
    });
  }
}
