import { SELF_HARM_TAG } from '@lantern/shared/contracts/action-items';
import { EntityManager } from '@mikro-orm/postgresql';
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
}
