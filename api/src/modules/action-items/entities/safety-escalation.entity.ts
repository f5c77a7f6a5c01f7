import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { School } from '../../schools/entities/school.entity.js';
import { User } from '../../users/entities/user.entity.js';
import { ActionItem } from './action-item.entity.js';

/** A manager as the trail recorded them: names kept as they were then. */
export interface TrailPerson {
  id: number;
  first_name: string;
  last_name: string;
}

/** A safety contact a message was queued for, with the outbox row that carries it. */
export interface TrailContact {
  name: string;
  email: string;
  mail_message_id: number;
}

/**
 * The trail of one self-harm item's escalation (one row per item, gone with it): raised, when it
 * escalates unless acknowledged first, when it escalated and whom that told (the managers' consoles,
 * the safety contacts' addresses), and who acknowledged it when. A drill's row says so: no statistic
 * may count drills.
 */
export const SafetyEscalation = defineEntity({
  name: 'SafetyEscalation',
  tableName: 'safety_escalations',
  properties: {
    actionItem: () => p.manyToOne(ActionItem).primary().deleteRule('cascade'),
    drill: p.boolean().default(false),
    school: () => p.manyToOne(School).nullable().deleteRule('set null'),
    createdAt: p.datetime(),
    escalatesAt: p.datetime().index(),
    escalatedAt: p.datetime().nullable(),
    notifiedManagers: p.json<TrailPerson[]>().default('[]'),
    mailedContacts: p.json<TrailContact[]>().default('[]'),
    acknowledgedAt: p.datetime().nullable(),
    acknowledgedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
  },
});
export type SafetyEscalation = InferEntity<typeof SafetyEscalation>;
