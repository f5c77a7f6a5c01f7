import {
  type ActionItemView,
  actionItemTagSchema,
  actionItemTypeIdSchema,
} from '@lantern/shared/contracts/action-items';
import { toContentV2 } from '@lantern/shared/domain/action-items/content-v2';
import { toSeconds } from '../schedules/schedules.mapper.js';
import type { ActionItem } from './entities/action-item.entity.js';

const secondsOrNull = (date: Date | null | undefined) => (date ? toSeconds(date) : null);

/** The spec's action item for a manager; `pickedUpUser` must be loaded. */
export function toActionItemView(item: ActionItem): ActionItemView {
  const pickedUp = item.pickedUpUser;
  return {
    id: item.id,
    type_id: actionItemTypeIdSchema.parse(item.typeId),
    content: toContentV2(item.content),
    picked_up_at: secondsOrNull(item.pickedUpAt),
    picked_up_user_id: pickedUp?.id ?? null,
    pickedUpUser: pickedUp
      ? { id: pickedUp.id, first_name: pickedUp.firstName, last_name: pickedUp.lastName }
      : null,
    action_type_id: item.actionTypeId ?? null,
    resolved_at: secondsOrNull(item.resolvedAt),
    // A tag this version does not know is left out rather than failing the whole list.
    tags: item.tags.flatMap((tag) => {
      const parsed = actionItemTagSchema.safeParse(tag);
      return parsed.success ? [parsed.data] : [];
    }),
    drill: item.drill,
    created_at: toSeconds(item.createdAt),
  };
}
