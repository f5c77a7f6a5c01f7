import type {
  ContentLibraryItem as ContentLibraryItemView,
  ContentLibraryQuery,
  CreateContentLibraryItem,
  UpdateContentLibraryItem,
} from '@lantern/shared/contracts/essay-review';
import { ErrorCode } from '@lantern/shared/contracts/errors';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { AuthContext } from '../../platform/auth/auth-context.js';
import { Clock } from '../../platform/clock/clock.js';
import { AppError } from '../../platform/http/app-error.js';
import { ContentLibraryItem } from './entities/content-library-item.entity.js';
import { toContentLibraryItem } from './essay-review.mapper.js';

/** The tutor's Comment Library: their own reusable comments, by category. Nobody sees another's. */
@Injectable()
export class ContentLibraryService {
  constructor(
    @Inject(EntityManager) private readonly em: EntityManager,
    @Inject(Clock) private readonly clock: Clock,
  ) {}

  async list(auth: AuthContext, query: ContentLibraryQuery): Promise<ContentLibraryItemView[]> {
    const items = await this.em.find(
      ContentLibraryItem,
      { tutor: auth.userId, ...(query.category ? { category: query.category } : {}) },
      { orderBy: { category: 'asc', createdAt: 'asc', id: 'asc' } },
    );
    return items.map(toContentLibraryItem);
  }

  async create(auth: AuthContext, body: CreateContentLibraryItem): Promise<ContentLibraryItemView> {
    const now = this.clock.date();
    const item = this.em.create(ContentLibraryItem, {
      tutor: auth.userId,
      category: body.category,
      text: body.text,
      createdAt: now,
      updatedAt: now,
    });
    await this.em.flush();
    return toContentLibraryItem(item);
  }

  async update(
    auth: AuthContext,
    id: number,
    body: UpdateContentLibraryItem,
  ): Promise<ContentLibraryItemView> {
    const item = await this.own(auth, id);
    if (body.category !== undefined) item.category = body.category;
    if (body.text !== undefined) item.text = body.text;
    item.updatedAt = this.clock.date();
    await this.em.flush();
    return toContentLibraryItem(item);
  }

  async remove(auth: AuthContext, id: number): Promise<{ ok: true }> {
    this.em.remove(await this.own(auth, id));
    await this.em.flush();
    return { ok: true };
  }

  /** Another tutor's comment is "not found": ids reveal nothing. */
  private async own(auth: AuthContext, id: number): Promise<ContentLibraryItem> {
    const item = await this.em.findOne(ContentLibraryItem, { id, tutor: auth.userId });
    if (!item) throw new AppError(404, ErrorCode.notFound, 'No such comment in your library');
    return item;
  }
}
