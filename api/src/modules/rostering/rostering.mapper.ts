import type {
  RosterImport as RosterImportView,
  RosterImportPreview,
  RosterImportState,
} from '@lantern/shared/contracts/rostering';
import { describeRefusal } from '@lantern/shared/domain/rostering/roster-refusals';
import type { RosterSync as RosterSyncView } from '@lantern/shared/contracts/roster-syncs';
import type { RosterImport } from './entities/roster-import.entity.js';
import type { RosterSync } from './entities/roster-sync.entity.js';
import type { LastRun } from './roster-syncs.repository.js';

const seconds = (date: Date | null | undefined) => (date ? Math.floor(date.getTime() / 1000) : null);

export function mapImportState(row: RosterImport): RosterImportState {
  return {
    id: row.id,
    status: row.status,
    progress: row.progress ?? null,
    result: row.result ?? null,
    error: row.error ?? null,
    started_at: seconds(row.startedAt),
    finished_at: seconds(row.finishedAt),
    stop: row.stop ?? null,
  };
}

export function mapImport(row: RosterImport): RosterImportView {
  return {
    ...mapImportState(row),
    file_name: row.fileName,
    uploaded_at: seconds(row.uploadedAt)!,
    uploaded_by: {
      id: row.uploadedBy.id,
      first_name: row.uploadedBy.firstName,
      last_name: row.uploadedBy.lastName,
    },
    district: row.district ?? null,
    files: row.files,
    preview: row.preview ?? null,
    refused_total: row.refusedTotal,
    sync: row.sync ? { id: row.sync.id, name: row.sync.name } : null,
  };
}

export function mapImportPreview(row: RosterImport): RosterImportPreview {
  return {
    ...mapImport(row),
    refusals: row.refusals.map((refusal) => ({ ...refusal, message: describeRefusal(refusal) })),
  };
}

export function mapSync(row: RosterSync, lastRun: LastRun | null): RosterSyncView {
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    base_url: row.baseUrl,
    token_url: row.tokenUrl ?? null,
    client_id: row.clientId ?? null,
    // Every source is made with its secret, and a change never removes it.
    has_secret: true,
    interval_minutes: row.intervalMinutes ?? null,
    max_deactivation_share: row.maxDeactivationShare,
    enabled: row.enabled,
    next_run_at: seconds(row.nextRunAt),
    last_run: lastRun ? { ...lastRun, at: seconds(lastRun.at)! } : null,
  };
}
