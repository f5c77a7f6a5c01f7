import type { PrivacyDeletion as PrivacyDeletionView } from '@lantern/shared/contracts/privacy';
import type { PrivacyDeletion } from './entities/privacy-deletion.entity.js';

const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

export function mapDeletion(row: PrivacyDeletion): PrivacyDeletionView {
  return {
    id: row.id,
    scope: row.scope,
    target_id: row.targetId,
    district_id: row.districtId ?? null,
    status: row.status,
    requested_by: { id: row.requestedById, role: row.requestedByRole },
    requested_at: seconds(row.requestedAt),
    started_at: row.startedAt ? seconds(row.startedAt) : null,
    finished_at: row.finishedAt ? seconds(row.finishedAt) : null,
    students: row.students,
    removed: row.removed,
    certificate_ready: row.certificateKey !== null && row.certificateKey !== undefined,
    error: row.error ?? null,
  };
}
