import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { rosteredProperties } from '../../rostering/entities/roster-source.entity.js';
import { District } from './district.entity.js';

export const School = defineEntity({
  name: 'School',
  tableName: 'schools',
  uniques: [{ properties: ['rosterSourceId', 'sourcedId'] }],
  properties: {
    id: p.integer().primary(),
    name: p.string().length(200),
    district: () => p.manyToOne(District).nullable(),
    timezone: p.string().length(64).default('America/New_York'),
    /** HH:MM in the school's timezone; an end before the start is an overnight window. */
    operatingHoursStart: p.string().length(5).default('07:00'),
    operatingHoursEnd: p.string().length(5).default('22:00'),
    countryCode: p.string().length(2).default('US'),
    featuresLiveHelp: p.boolean().default(true),
    featuresEssayReview: p.boolean().default(true),
    featuresSharedSessions: p.boolean().default(false),
    licensingEnabled: p.boolean().default(false),
    /** The single sign-on providers (SSO_PROVIDERS) the school lets its people sign in with. */
    ssoProviders: p.array().default([]),
    createdAt: p.datetime().onCreate(() => new Date()),
    ...rosteredProperties,
  },
});
export type School = InferEntity<typeof School>;
