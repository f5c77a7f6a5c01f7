import type {
  RosterImport as RosterImportView,
  RosterImportPreview,
  RosterImportState,
} from '@lantern/shared/contracts/rostering';
import { describeRefusal } from '@lantern/shared/domain/rostering/roster-refusals';
import type { RosterImport } from './entities/roster-import.entity.js';

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
  };
}

export function mapImportPreview(row: RosterImport): RosterImportPreview {
  return {
    ...mapImport(row),
    refusals: row.refusals.map((refusal) => ({ ...refusal, message: describeRefusal(refusal) })),
  };
}
