import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import { rosteredProperties } from '../../rostering/entities/roster-source.entity.js';
import { District } from '../../schools/entities/district.entity.js';
import { School } from '../../schools/entities/school.entity.js';

export const User = defineEntity({
  name: 'User',
  tableName: 'users',
  uniques: [{ properties: ['rosterSourceId', 'sourcedId'] }],
  properties: {
    id: p.integer().primary(),
    username: p.string().length(120).unique(),
    email: p.string().length(254).nullable().unique(),
    passwordHash: p.string().length(255).hidden().lazy(),
    firstName: p.string().length(100),
    lastName: p.string().length(100),
    roles: p.array().default([]),
    currentRole: p.string().length(40),
    /** 1 human, 2 system, 3 AI, as in the spec. */
    userTypeId: p.integer().default(1),
    school: () => p.manyToOne(School).nullable().index(),
    schools: () => p.manyToMany(School).pivotTable('user_schools'),
    district: () => p.manyToOne(District).nullable(),
    timezone: p.string().length(64).default('America/New_York'),
    preferredLanguage: p.string().length(2).default('en'),
    acceptedAgreement: p.boolean().default(false),
    passwordChanged: p.boolean().default(false),
    avatar: p.json<{ name: string; colors: string[] }>().nullable(),
    suspendedAt: p.datetime().nullable(),
    expiresAt: p.datetime().nullable(),
    /** Left the roster (or turned off by an administrator): signed out, refused sign-in, data kept. */
    deactivatedAt: p.datetime().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    ...rosteredProperties,
  },
});
export type User = InferEntity<typeof User>;
