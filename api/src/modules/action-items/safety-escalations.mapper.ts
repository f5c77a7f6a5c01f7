import type { SafetyEscalation as SafetyEscalationView } from '@lantern/shared/contracts/safety-escalations';
import { toSeconds } from '../schedules/schedules.mapper.js';
import type { SafetyEscalation } from './entities/safety-escalation.entity.js';

const secondsOrNull = (date: Date | null | undefined) => (date ? toSeconds(date) : null);

/** The trail for a manager; `school` and `acknowledgedBy` must be loaded. */
export function toSafetyEscalationView(row: SafetyEscalation): SafetyEscalationView {
  const by = row.acknowledgedBy;
  return {
    action_item_id: row.actionItem.id,
    drill: row.drill,
    school: row.school ? { id: row.school.id, name: row.school.name } : null,
    created_at: toSeconds(row.createdAt),
    escalates_at: toSeconds(row.escalatesAt),
    escalated_at: secondsOrNull(row.escalatedAt),
    notified_managers: row.notifiedManagers,
    mailed_contacts: row.mailedContacts.map(({ name, email }) => ({ name, email })),
    acknowledged_at: secondsOrNull(row.acknowledgedAt),
    acknowledged_by: by ? { id: by.id, first_name: by.firstName, last_name: by.lastName } : null,
  };
}
