import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type {
  PrivacyDeletionScope,
  PrivacyDeletionStatus,
  PrivacyRemoved,
} from '@lantern/shared/contracts/privacy';

/**
 * One request to erase a student, or every student of a school, and what it removed from each
 * store. Nothing here names the person: the request keeps ids only, so the record of the deletion
 * outlives the data it deleted. `removed` grows in the same transaction as each batch it counts, so
 * a run resumed after a crash counts nothing twice.
 */
export const PrivacyDeletion = defineEntity({
  name: 'PrivacyDeletion',
  tableName: 'privacy_deletions',
  properties: {
    id: p.integer().primary(),
    scope: p.string().length(16).$type<PrivacyDeletionScope>(),
    targetId: p.integer(),
    districtId: p.integer().nullable().index(),
    requestedById: p.integer(),
    requestedByRole: p.string().length(32),
    requestedAt: p.datetime(),
    status: p.string().length(16).$type<PrivacyDeletionStatus>(),
    startedAt: p.datetime().nullable(),
    finishedAt: p.datetime().nullable(),
    students: p.integer().default(0),
    removed: p.json<PrivacyRemoved>(),
    certificateKey: p.string().length(300).nullable(),
    error: p.text().nullable(),
  },
});
export type PrivacyDeletion = InferEntity<typeof PrivacyDeletion>;
