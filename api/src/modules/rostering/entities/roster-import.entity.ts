import { defineEntity, type InferEntity, p } from '@mikro-orm/core';
import type {
  RosterCounts,
  RosterImportFile,
  RosterImportProgress,
  RosterImportStatus,
  RosterStop,
} from '@lantern/shared/contracts/rostering';
import type { RosterRefusal } from '@lantern/shared/domain/rostering/roster-refusals';
import { User } from '../../users/entities/user.entity.js';
import { RosterSync } from './roster-sync.entity.js';

/**
 * One uploaded roster export: its preview (what it would change, what was refused), then, once
 * applied, its progress and result. The archive and the planned writes are kept in FileStorage
 * until it is applied.
 */
export const RosterImport = defineEntity({
  name: 'RosterImport',
  tableName: 'roster_imports',
  properties: {
    id: p.integer().primary(),
    /** The district's roster source (`oneroster:<sourcedId>`), read from the archive; null when it names no single district. */
    sourceKey: p.string().length(300).nullable().index(),
    uploadedBy: () => p.manyToOne(User),
    uploadedAt: p.datetime().index(),
    fileName: p.string().length(255),
    archiveKey: p.string().length(300).nullable(),
    /** The writes planned at the preview (`encodeWrites`), applied as they are while still current. */
    planKey: p.string().length(300).nullable(),
    /** The newest applied import of the district when the plan was made: a newer one makes it stale. */
    plannedAfter: p.integer().default(0),
    archiveBytes: p.integer(),
    status: p.string().length(16).$type<RosterImportStatus>(),
    district: p.json<{ sourced_id: string; name: string }>().nullable(),
    files: p.json<RosterImportFile[]>(),
    preview: p.json<RosterCounts>().nullable(),
    refusals: p.json<RosterRefusal[]>(),
    refusedTotal: p.integer().default(0),
    appliedBy: () => p.manyToOne(User).nullable(),
    progress: p.json<RosterImportProgress>().nullable(),
    result: p.json<RosterCounts>().nullable(),
    error: p.text().nullable(),
    startedAt: p.datetime().nullable(),
    finishedAt: p.datetime().nullable(),
    /** The roster API sync that read it; null for an uploaded export. */
    sync: () => p.manyToOne(RosterSync).nullable().index(),
    /** Why the sync waits for approval: the schools past its share. */
    stop: p.json<RosterStop>().nullable(),
  },
});
export type RosterImport = InferEntity<typeof RosterImport>;
