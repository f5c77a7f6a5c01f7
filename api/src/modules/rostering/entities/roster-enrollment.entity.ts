import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { Section } from '../../schools/entities/section.entity.js';
import { User } from '../../users/entities/user.entity.js';
import { RosterSource } from './roster-source.entity.js';

/**
 * An enrolment as the roster sent it. Who is in a class now is `section_users` (what every screen
 * reads); this row is the roster's record behind it, kept when the enrolment ends or leaves the
 * roster (deactivated, never deleted).
 */
export const RosterEnrollment = defineEntity({
  name: 'RosterEnrollment',
  tableName: 'roster_enrollments',
  uniques: [{ properties: ['rosterSource', 'sourcedId'] }],
  indexes: [{ properties: ['section', 'user'] }],
  properties: {
    id: p.integer().primary(),
    rosterSource: () => p.manyToOne(RosterSource),
    sourcedId: p.string().length(255),
    section: () => p.manyToOne(Section).deleteRule('cascade'),
    user: () => p.manyToOne(User).deleteRule('cascade'),
    role: p.string().length(16),
    isPrimary: p.boolean().default(false),
    beginDate: p.string().columnType('date').nullable(),
    endDate: p.string().columnType('date').nullable(),
    rosterHash: p.string().length(16),
    deactivatedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
export type RosterEnrollment = InferEntity<typeof RosterEnrollment>;
