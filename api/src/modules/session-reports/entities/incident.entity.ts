import {
  INCIDENT_CATEGORIES,
  INCIDENT_SEVERITIES,
  INCIDENT_STATUSES,
} from '@lantern/shared/contracts/session-reports';
import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { LiveSession } from '../../sessions/entities/live-session.entity.js';
import { User } from '../../users/entities/user.entity.js';

/** Something that went wrong in the service, written down by a platform manager to follow up. */
export const Incident = defineEntity({
  name: 'Incident',
  tableName: 'incidents',
  indexes: [{ properties: ['status', 'createdAt'] }],
  properties: {
    id: p.integer().primary(),
    session: () => p.manyToOne(LiveSession).nullable().deleteRule('set null'),
    category: p.enum(INCIDENT_CATEGORIES),
    severity: p.enum(INCIDENT_SEVERITIES),
    description: p.text(),
    status: p.enum(INCIDENT_STATUSES).default('open'),
    reportedBy: () => p.manyToOne(User),
    createdAt: p.datetime(),
    resolvedAt: p.datetime().nullable(),
  },
});
export type Incident = InferEntity<typeof Incident>;
